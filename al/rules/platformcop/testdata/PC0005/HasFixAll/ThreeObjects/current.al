table 50233 [="PC0005 Fix All"=]
{
    fields { field(1; "No."; Code[20]) { } }
}

page 50234 [="PC0005 Fix All Page"=]
{
    PageType = Card;
    SourceTable = "PC0005 Fix All";
}

report 50235 [="PC0005 Fix All Report"=] { ProcessingOnly = true; }
