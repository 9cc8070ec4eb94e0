table 50257 "PC0002 Ledger"
{
    fields
    {
        field(1; "Entry No."; Integer)
        {
            AutoIncrement = true;
        }
    }
}

table 50258 "PC0002 Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer)
        {
            AutoIncrement = false;
        }
        field(2; Description; Text[100]) { }
    }
}

table 50259 "PC0002 Old Buffer"
{
    TableType = Temporary;
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';
    ObsoleteTag = '25.0';

    fields
    {
        field(1; "Entry No."; Integer)
        {
            AutoIncrement = true;
        }
    }
}
