table 50169 "AC0018 Fix"
{
    [=Caption=] = ''; // no caption
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
