table 2000000058 AllObjWithCaption
{
    fields
    {
        field(1; "Object Type"; Option) { OptionMembers = TableData,Table,,Report,,Codeunit; }
        field(3; "Object ID"; Integer) { }
    }
}

codeunit 2000000004 "Type Helper System"
{
}
