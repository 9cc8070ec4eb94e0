table 50310 "Parking Spot"
{
    [=LookupPageId = "Parking Level List";=]
    [=DrillDownPageId = Page::"Dep Vehicle List";=]

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50311 "Parking Level"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50310 "Parking Level List"
{
    PageType = List;
    SourceTable = "Parking Level";
}

tableextension 50310 "Dep Vehicle Parking" extends "Dep Vehicle"
{
    [=LookupPageId = "Parking Level List";=]
}
