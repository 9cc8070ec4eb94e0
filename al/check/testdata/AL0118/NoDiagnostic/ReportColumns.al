namespace Own.Sales;

using Base.Sales;

report 50110 "Own Customer List"
{
    dataset
    {
        dataitem(Cust; Customer)
        {
            column(No; "No.") { }
            column(CustName; name) { }
            column(Total; TotalAmount) { }
            column(Caption; CaptionLbl) { }
            column(Today; Today()) { }
            column(Company; CompanyName()) { }
            column(Credit; CheckCredit()) { }
            column(Own; OwnValue()) { }
            column(Other; Cust."No.") { }
            dataitem(Header; "Sales Header")
            {
                column(Amount; Amount) { }
                column(CustNo; Cust.Name) { }
            }
        }
        dataitem(Numbers; Integer)
        {
            column(Number; Number) { }
        }
#if CLEAN26
        dataitem(Old; Customer)
        {
            column(OldName; Nmae) { }
        }
#endif
    }

    var
        TotalAmount: Decimal;
        CaptionLbl: Label 'Customers';

    local procedure OwnValue(): Integer
    begin
        exit(1);
    end;
}

reportextension 50111 "Own Sales Invoice" extends "Sales Invoice"
{
    dataset
    {
        add(Header)
        {
            column(OwnAmount; Amount) { }
            column(OwnFlag; OwnFlag) { }
        }
        modify(Header)
        {
            trigger OnAfterAfterGetRecord()
            begin
                OwnFlag := Amount > 0;
            end;
        }
        addlast(Header)
        {
            dataitem(OwnCust; Customer)
            {
                column(OwnCustName; Name) { }
            }
        }
    }

    var
        OwnFlag: Boolean;
}

// A report extension whose base is not loaded: nothing is judged.
reportextension 50112 "Own Unknown" extends "No Such Report"
{
    dataset
    {
        add(Whatever)
        {
            column(X; Anything) { }
        }
    }
}
