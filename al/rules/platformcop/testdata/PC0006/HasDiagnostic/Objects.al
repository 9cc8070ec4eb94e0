codeunit 50240 [="PC0006 Codeunit"=]
{
}

table 50241 [="PC0006 Table"=]
{
    fields { field(1; "No."; Code[20]) { } }
}

query 50242 [="PC0006 Query"=]
{
    elements
    {
        dataitem(Item; Item) { column(No; "No.") { } }
    }
}

permissionset 50243 [="PC0006 Perm"=]
{
    Assignable = true;
}

enum 50244 [="PC0006 Enum"=]
{
    value(0; None) { }
}

interface [="PC0006 Interface"=]
{
    procedure Run();
}
