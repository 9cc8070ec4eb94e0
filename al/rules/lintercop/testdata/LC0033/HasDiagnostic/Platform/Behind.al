table 50307 [="LC0033 Table"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
