table 50175 "FC0002 Fix Field"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Unit Price"; Decimal) { }
    }

    procedure Price(): Decimal
    begin
        exit("Unit Price");
    end;
}
