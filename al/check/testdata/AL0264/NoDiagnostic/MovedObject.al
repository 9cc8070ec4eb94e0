// A table moved to another app keeps its id and name there; the old
// declaration (ObsoleteState = Moved) and the new one coexist.
table 50140 "Moved Setup"
{
    ObsoleteState = Moved;
    ObsoleteReason = 'Moved to the foundation app.';
    MovedTo = 'f3552374-a1f2-4356-848e-196002525837';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50140 "Moved Setup"
{
    MovedFrom = '437dbf0e-84ff-417a-965d-ed2bb9650972';

    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}
