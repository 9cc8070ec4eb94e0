table 50400 "Lab Sample"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [="Internal Ref."=]; Guid) { }
        field(3; [=Weight=]; Decimal) { ObsoleteState = No; }
    }
}

tableextension 50400 "Lab Sample Ext" extends "Lab Sample"
{
    fields
    {
        field(50400; [="Lab Code"=]; Code[10]) { }
    }
}

table 50401 "Lab Method"
{
    LookupPageId = "Lab Method Lookup";
    AllowInCustomizations = Never;

    fields
    {
        field(1; Code; Code[10]) { }
    }
}

tableextension 50401 "Lab Method Ext" extends "Lab Method"
{
    fields
    {
        // the base table's AllowInCustomizations does not cover extension fields
        field(50401; [=Remark=]; Text[50]) { }
    }
}

page 50400 "Lab Sample List"
{
    PageType = List;
    SourceTable = "Lab Sample";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
            }
        }
    }
}

page 50401 "Lab Method Lookup" { }
