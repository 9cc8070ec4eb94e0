table 70500 "Dep Member"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Credit Limit (LCY)"; Decimal) { }
        field(4; "Fee %"; Decimal) { }
    }
    keys
    {
        key(PK; "No.") { }
    }
}

page 70500 "Dep Member Card"
{
    PageType = Card;
    SourceTable = "Dep Member";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name) { }
            }
        }
    }
}

pageextension 70500 "Dep Member Card Credit" extends "Dep Member Card"
{
    layout
    {
        addlast(General)
        {
            field("Credit Limit (LCY)"; Rec."Credit Limit (LCY)") { }
        }
    }
}
