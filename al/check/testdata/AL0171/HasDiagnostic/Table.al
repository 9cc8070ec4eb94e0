table 50100 "Bar Setup"
{
    DataClassification = [=Customer=];
    Scope = [=Repeater=];

    fields
    {
        field(1; "Primary Key"; Code[10])
        {
            FieldClass = [=FlowFields=];
            ObsoleteState = [=Obsolete=];
            ObsoleteReason = 'Gone.';
#if not CLEAN99
            NotBlank = [=Yes=];
#endif
        }
    }
    keys
    {
        key(PK; "Primary Key") { clustered = TRUE; Unique = [=Both=]; }
    }
}

codeunit 50101 "Bar Tests"
{
    Subtype = [=Tests=];
}
