pageextension 50103 "Demo Customer Card Ext" extends "Customer Card"
{
    layout
    {
        addafter(Name)
        {
            field("Demo Points"; Rec."Demo Points") { ApplicationArea = All; }
        }
        addfirst(General) { }
        addlast(Content)
        {
            group(Demo) { }
        }
        addbefore("Phone No.") { }
        modify("E-Mail") { Visible = false; }
        movefirst(General; "Phone No.")
        movelast(General; Name, "Name 2")
        moveafter(Name; "Search Name")
        movebefore(Name; Address)
    }

    actions
    {
        addlast(Processing)
        {
            action(DemoAction)
            {
                trigger OnAction()
                begin
                    Message('%1', Rec."Demo Points");
                end;
            }
        }
        modify(Statistics) { Enabled = false; }
    }
}
