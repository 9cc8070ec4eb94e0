table 50229 "Global Names"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    var
        AmountLCY: Decimal;
        No: Code[20];
}

codeunit 50230 "Globals Elsewhere"
{
    var
        Amount: Decimal;
}
