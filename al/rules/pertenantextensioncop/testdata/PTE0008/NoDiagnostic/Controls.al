// The page sets the area for its controls; API pages have no user
// interface; modified controls keep the area they have.
page 50100 "My List"
{
    PageType = List;
    ApplicationArea = All;
    UsageCategory = Lists;
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field(Name; Rec.Name) { }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(DoIt) { }
        }
    }
}

page 50101 "My API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'customer';
    EntitySetName = 'customers';
    SourceTable = Customer;
    DelayedInsert = true;

    layout
    {
        area(Content)
        {
            repeater(Records)
            {
                field(name; Rec.Name) { }
            }
        }
    }
}

pageextension 50102 "Customer Card Ext" extends "Customer Card"
{
    layout
    {
        modify(Name) { Visible = false; }
        addlast(General)
        {
            field("My Field"; Rec."Search Name") { ApplicationArea = Basic, Suite; }
        }
    }
}
