table 50100 "First In Range"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50149 "Last In Range"
{
}

page 70009 "Second Range"
{
    SourceTable = "First In Range";
}

interface "Has No Id"
{
}
