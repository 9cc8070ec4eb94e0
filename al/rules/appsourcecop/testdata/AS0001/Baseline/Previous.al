table 50100 "Old Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50100 Keep
{
}
