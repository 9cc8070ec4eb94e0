table 50520 "Club Event"
{
    fields
    {
        field(1; "Event Code"; Code[20]) { }
        field(2; "Start Date"; Date) { }
        field(3; "A.B"; Integer) { }
    }
    keys
    {
        key(PK; "Event Code") { }
    }
}

page 50520 "Club Events"
{
    PageType = List;
    SourceTable = "Club Event";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                // The key field is shown, so it is not published a second time.
                field("Event Code"; Rec."Event Code") { }
                field("Start Date"; Rec."Start Date") { }
                field("A.B"; Rec."A.B") { }
                field(AB; Rec."A.B") { }
                // Names alfix cannot map for sure.
                field("Start & Date"; Rec."Start Date") { }
                field("Start + Date"; Rec."Start Date") { }
                field("Start _Date"; Rec."Start Date") { }
                field("Start_ Date"; Rec."Start Date") { }
            }
        }
    }
}

page 50521 "Club Event API"
{
    PageType = API;
    APIPublisher = 'club';
    APIGroup = 'events';
    APIVersion = 'v1.0';
    EntityName = 'clubEvent';
    EntitySetName = 'clubEvents';
    SourceTable = "Club Event";
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(eventCode; Rec."Event Code") { }
                field(Event_Code; Rec."Start Date") { }
            }
        }
    }
}

page 50522 "Club Event Part"
{
    PageType = CardPart;
    SourceTable = "Club Event";

    layout
    {
        area(Content)
        {
            field("Start Date"; Rec."Start Date") { }
            field(Start_Date; Rec."Start Date") { }
        }
    }
}

page 50523 "Old Club Events"
{
    PageType = List;
    SourceTable = "Club Event";
    ObsoleteState = Pending;
    ObsoleteReason = 'Use Club Events';
    ObsoleteTag = '25.0';

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("Start Date"; Rec."Start Date") { }
                field(Start_Date; Rec."Start Date") { }
            }
        }
    }
}

pageextension 50520 "Missing Page Club" extends "Missing Page"
{
    layout
    {
        addlast(Content)
        {
            field("No."; Rec."No.") { }
            field(No; Rec."No.") { }
        }
    }
}

pageextension 50521 "Dep Member Card Distinct" extends "Dep Member Card"
{
    layout
    {
        addlast(General)
        {
            field("Member Name 2"; Rec.Name) { }
        }
    }
}
