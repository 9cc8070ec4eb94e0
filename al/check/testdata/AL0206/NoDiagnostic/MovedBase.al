// The table moved to another app; this extension extends its new home,
// which is not loaded here, not the moved declaration left behind.
table 50150 "Moved Base"
{
    ObsoleteState = Moved;
    ObsoleteReason = 'Moved to the foundation app.';
    MovedTo = 'f3552374-a1f2-4356-848e-196002525837';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; Name; Text[100]) { }
    }
}

tableextension 50151 "Moved Base Ext" extends "Moved Base"
{
    fields
    {
        field(2; "Name Again"; Text[100]) { }
    }
}
