table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Credit Limit"; Decimal) { }
    }

    procedure SetCreditLimit(NewLimit: Decimal)
    begin
    end;
}
