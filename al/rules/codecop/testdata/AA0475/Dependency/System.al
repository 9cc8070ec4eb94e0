table 2000000006 "Company Copy"
{
    fields
    {
        field(1; Name; Text[30]) { }
    }
    keys
    {
        key(PK; Name) { Clustered = true; }
    }
}
