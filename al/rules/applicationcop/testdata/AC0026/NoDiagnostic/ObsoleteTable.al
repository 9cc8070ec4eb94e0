table 50405 "Lab Old"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Extra; Integer) { }
    }
}

page 50405 "Lab Old List"
{
    PageType = List;
    SourceTable = "Lab Old";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
        }
    }
}
