table 50100 "First Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table [=50100=] "Second Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
