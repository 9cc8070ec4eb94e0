table 50220 [="PC0005 Table"=]
{
    Caption = 'PC0005 Table';
    fields { field(1; "No."; Code[20]) { } }
}

page 50221 [="PC0005 Page"=]
{
    PageType = List;
    SourceTable = "PC0005 Table";
}

report 50222 [="PC0005 Report"=]
{
    ProcessingOnly = true;
}

table 50223 [="PC0005 Public Table"=]
{
    Access = Public;
    fields { field(1; "No."; Code[20]) { } }
}
