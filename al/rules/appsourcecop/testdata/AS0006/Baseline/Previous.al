table 50100 "Old Name"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
