table 50402 "Lab Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Option) { OptionMembers = Open,Released; }
        field(3; Secret; Text[50]) { AllowInCustomizations = Never; }
        field(4; Hidden; Integer) { Enabled = false; }
        field(5; "Date Filter"; Date) { FieldClass = FlowFilter; }
        field(6; Picture; Media) { }
        field(7; Attachments; MediaSet) { }
        field(8; Payload; Blob) { }
        field(9; Source; RecordId) { }
        field(10; "Filter"; TableFilter) { }
        field(11; Old; Integer) { ObsoleteState = Pending; ObsoleteReason = 'Unused.'; }
        field(12; Gone; Integer) { ObsoleteState = Removed; ObsoleteReason = 'Unused.'; }
        field(13; Extra; Integer) { }
    }
}

tableextension 50402 "Lab Order Ext" extends "Lab Order"
{
    AllowInCustomizations = AsReadOnly;

    fields
    {
        field(50402; "Ext Field"; Integer) { }
    }
}

tableextension 50403 "Lab Order Ext 2" extends "Lab Order"
{
    fields
    {
        field(50403; "Shown Ext Field"; Integer) { }
    }
}

table 50404 "Lab Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Amount; Decimal) { }
    }
}

page 50402 "Lab Order Card"
{
    PageType = Card;
    SourceTable = "Lab Order";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field(Status; Status) { }
        }
    }
}

pageextension 50402 "Lab Order Card Ext" extends "Lab Order Card"
{
    layout
    {
        addlast(Content)
        {
            field("Shown Ext Field"; Rec."Shown Ext Field") { }
            field(Extra; Rec.Extra) { }
        }
    }
}
