namespace Own.Sales;

using Base.Sales;

tableextension 50101 "Own Customer Traps" extends Customer
{
    fields
    {
        field(50101; "Own Flag"; Boolean) { }
    }

    procedure Use()
    begin
        // Base fields, extension fields, base procedures and Record methods
        // of the implicit record.
        if Count > 0 then
            "Own Flag" := CheckCredit();
        Name := "No.";
        SetRange("Own Flag", true);
        if not IsEmpty() then
            Modify();
        OwnHelper();
    end;

    local procedure OwnHelper()
    begin
    end;
}

pageextension 50101 "Own Card Traps" extends "Customer Card"
{
    trigger OnAfterGetRecord()
    begin
        SetSelection(Name);
        Update(false);
        CurrPage.Update(false);
        if "Own Flag" then
            Rec.CheckCredit();
    end;
}

reportextension 50101 "Own Invoice" extends "Sales Invoice"
{
    dataset
    {
        modify(Header)
        {
            trigger OnAfterAfterGetRecord()
            begin
                if Amount = 0 then
                    CurrReport.Skip();
            end;
        }
    }
}
