table 50393 "Fleet Driver"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }

    fieldgroups
    {
        fieldgroup(Brick; "No.", Name) { }
        fieldgroup(DropDown; "No.", Name) { }
    }
}

table 50394 "Fleet Temp"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50395 "Fleet Old"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
