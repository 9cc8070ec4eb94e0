table 50262 AC0002Crlf
{
    fields
    {
        field(1; [=Id=]; Code[10]) { }
    }
    keys
    {
        key(PK; Id) { }
    }
}
