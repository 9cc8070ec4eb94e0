table 50201 [="AA0215 Table"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
