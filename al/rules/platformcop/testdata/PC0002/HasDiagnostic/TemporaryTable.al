table 50256 "PC0002 Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer)
        {
            [=AutoIncrement = true=];
        }
        field(2; "Line No."; Integer)
        {
            Caption = 'Line No.';
            [=AutoIncrement = TRUE=];
        }
    }
}
