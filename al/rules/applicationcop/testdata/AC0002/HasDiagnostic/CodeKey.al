table 50260 "AC0002 Category"
{
    fields
    {
        field(1; [="Code"=]; Code[20])
        {
            Caption = 'Code';
        }
        field(2; Description; Text[100]) { }
    }
    keys
    {
        key(PK; "Code") { Clustered = true; }
    }
}
