page 50373 "AA0102 Keeps Used Names"
{
    PageType = API;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            field([|Number|]; Rec."No.") { }
            field([|Balance|]; Rec.Balance) { }
            field([|Total_Amount|]; Rec."Balance (LCY)") { }
            field(totalAmount; Rec."Credit Limit (LCY)") { }
            field([|"1st_Line"|]; Rec.Address) { }
        }
    }

    trigger OnAfterGetRecord()
    begin
        CurrPage.Balance.Visible := true;
    end;
}
