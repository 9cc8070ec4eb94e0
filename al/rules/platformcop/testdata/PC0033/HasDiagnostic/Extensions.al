pageextension 50510 "Member Card Club" extends "Dep Member Card"
{
    layout
    {
        addafter(Name)
        {
            // "No." of the base page is published as No.
            field([=No=]; Rec.Name) { }
            // Another extension of the base page adds "Credit Limit (LCY)".
            field([="Credit Limit LCY"=]; Rec."Credit Limit (LCY)") { }
            field([="Fee %"=]; Rec."Fee %") { }
            field([=Fee_Percent=]; Rec."Fee %") { }
        }
    }
}
