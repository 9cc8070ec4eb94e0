table 50261 "AC0002 Tag"
{
    fields
    {
        field(1; [=Name=]; text[50]) { }
    }
    keys
    {
        key(Key1; name) { }
    }
}
