table 50380 [="Route Stop"=]
{
    LookupPageId = "Route Stop List";

    fields
    {
        field(1; "Stop No."; Code[20]) { }
    }
}

table 50381 [="Route Driver"=]
{
    fields
    {
        field(1; "Driver No."; Code[20]) { }
    }
}

page 50380 "Route Stop List"
{
    PageType = List;
    SourceTable = "Route Stop";
}

page 50381 "Route Driver List"
{
    PageType = List;
    SourceTable = "Route Driver";
    SourceTableTemporary = false;
}
