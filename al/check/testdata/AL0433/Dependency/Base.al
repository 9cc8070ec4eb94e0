namespace Base.Finance;

table 17 "G/L Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Old Account"; Code[20])
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Use G/L Account No.';
            ObsoleteTag = '23.0';
        }
        field(3; "G/L Account No."; Code[20]) { }
        field(4; "Old Flag"; Boolean)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Not used';
            ObsoleteTag = '25.0';
        }
    }
}

tableextension 5017 "G/L Entry Ext" extends "G/L Entry"
{
    fields
    {
        field(5000; "Old Dimension"; Code[20])
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Dimension sets replace it';
            ObsoleteTag = '22.0';
        }
    }
}

table 18 "G/L Budget Archive"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Budgets are no longer archived';
    ObsoleteTag = '21.0';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}
