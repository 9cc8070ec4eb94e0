pageextension 50101 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            Caption = 'Name';
            Visible = false;
            ShowMandatory = true;
        }
        addafter(Name)
        {
            field("Bar Priority"; Rec."Bar Priority") { ApplicationArea = All; }
        }
    }
    actions
    {
        modify(Post)
        {
            Promoted = true;
            Enabled = false;
        }
    }
}

tableextension 50102 "Bar Customer" extends Customer
{
    fields
    {
        modify("Name 2")
        {
            Caption = 'Second name';
            TableRelation = "Bar Setup";
        }
        field(50100; "Bar Priority"; Integer)
        {
            Caption = 'Bar Priority';
            DataClassification = CustomerContent;
        }
    }
}

pagecustomization "Bar Customization" customizes "Customer Card"
{
    ClearActions = true;
    layout
    {
        modify(Name) { Visible = false; }
    }
}

profile "Bar Profile"
{
    Caption = 'Bar';
    RoleCenter = "Bar Role Center";
    Customizations = "Bar Customization";
}

enumextension 50103 "Bar Kind Ext" extends "Bar Kind"
{
    value(10; Extra) { Caption = 'Extra'; }
}
