codeunit 50190 [="AA0247 No Namespace"=]
{
}

table 50190 [="AA0247 Table"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
