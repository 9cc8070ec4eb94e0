table 70000000 "ABC Customer Rating"
{
    fields
    {
        // fields of the app's own tables need no affix
        field(1; "No."; Code[20]) { }
    }
}

codeunit 70000001 "Rating Mgt. XYZ"
{
}

tableextension 70000010 abcCustomer extends Customer
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { }
        field(70000001; Old; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Published before the affix rule.';
            ObsoleteTag = '2.0';
        }
        modify(Name) { Caption = 'Name'; }
    }
}

pageextension 70000011 "ABC Customer Card" extends "Customer Card"
{
    layout
    {
        addafter(Name)
        {
            field("ABC Rating"; Rec."ABC Rating") { }
        }
        modify(Address) { Visible = false; }
    }
    actions
    {
        addlast(Processing)
        {
            action(ABCRecalculate) { }
        }
        addlast(Promoted)
        {
            actionref(ABCRecalculate_Promoted; ABCRecalculate) { }
        }
    }
}
