table 70000010 "ABC Run Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { DataClassification = SystemMetadata; }
    }
}

// An extension of the app's own table continues the table's field
// numbering: idRanges do not govern those ids.
tableextension 70000011 "ABC Run Log Ext" extends "ABC Run Log"
{
    fields
    {
        field(15; "ABC Credits"; Decimal) { DataClassification = SystemMetadata; }
        field(50005; "ABC Per-tenant Number"; Integer) { DataClassification = SystemMetadata; }
    }
}
