pageextension 50171 "Plain Extension" extends "Customer Card"
{
    layout
    {
        modify("Name 2")
        {
            Visible = false;
        }
        addafter("Name 2")
        {
            field(PlainField; Rec."Search Name")
            {
                ApplicationArea = All;
            }
        }
    }
}
