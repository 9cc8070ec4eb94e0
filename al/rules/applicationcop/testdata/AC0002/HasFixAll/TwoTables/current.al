table 50280 "AC0002 Fix All A"
{
    fields { field(1; [="Code"=]; Code[20]) { } }
    keys { key(PK; "Code") { } }
}

table 50281 "AC0002 Fix All B"
{
    fields
    {
        field(1; [=Name=]; Text[50])
        {
        }
    }
    keys { key(PK; Name) { } }
}
