table 50100 [|"New Name"|]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
