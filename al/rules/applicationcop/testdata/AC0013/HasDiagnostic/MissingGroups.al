table 50390 [="Fleet Vehicle"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
    }

    fieldgroups
    {
        fieldgroup(DropDown; "No.", Description) { }
    }
}

table 50391 [="Fleet Garage"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50392 [="Fleet Buffer"=]
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    fieldgroups
    {
        fieldgroup(Brick; "No.") { }
    }
}

page 50392 "Fleet Buffer List"
{
    PageType = List;
    SourceTable = "Fleet Buffer";
}
