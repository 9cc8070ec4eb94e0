page 50350 "Globals Unknown Source"
{
    SourceTable = "Table Of Another App";

    var
        Description: Text;
}

table 50351 "Globals Obsolete"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    var
        [Obsolete('Use the field.', '25.0')]
        Amount: Decimal;
}
