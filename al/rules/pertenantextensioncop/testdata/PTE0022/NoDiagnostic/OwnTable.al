table 50101 "Run Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

// An extension of the app's own table continues the table's field
// numbering: idRanges do not govern those ids.
tableextension 50102 "Run Log Ext" extends "Run Log"
{
    fields
    {
        field(15; "Credits"; Decimal) { }
        field(1000; "Data Input"; Text[250]) { }
    }
}
