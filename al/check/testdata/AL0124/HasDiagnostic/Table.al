table 50100 "Bar Setup"
{
    Caption = 'Bar Setup';
    [=Editable=] = false;

    fields
    {
        field(1; "Primary Key"; Code[10])
        {
            [=Captoin=] = 'Primary Key';
            [=Required=] = true;
        }
        field(2; "Bar Priority"; Integer)
        {
            Caption = 'Bar Priority';
            [=readonly=] = true;
#if not CLEAN99
            [=Visible=] = false;
#endif
        }
    }
    keys
    {
        key(PK; "Primary Key")
        {
            Clustered = true;
            [=Caption=] = 'Primary';
        }
    }
}
