table 50382 "Route Leg"
{
    LookupPageId = "Route Leg List";
    DrillDownPageId = "Route Leg List";

    fields
    {
        field(1; "Leg No."; Integer) { }
    }
}

table 50383 "Route Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50384 "Route Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

table 50385 "Route Temp"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

table 50386 "Route Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

page 50382 "Route Leg List"
{
    PageType = List;
    SourceTable = "Route Leg";
}

page 50383 "Route Buffer List"
{
    PageType = List;
    SourceTable = "Route Buffer";
    SourceTableTemporary = true;
}

page 50384 "Route Setup Card"
{
    PageType = Card;
    SourceTable = "Route Setup";
}

page 50385 "Route Temp List"
{
    PageType = List;
    SourceTable = "Route Temp";
}

page 50386 "Route Old List"
{
    PageType = List;
    SourceTable = "Route Old";
}
