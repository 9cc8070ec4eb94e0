table 70000000 "Customer Rating"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
