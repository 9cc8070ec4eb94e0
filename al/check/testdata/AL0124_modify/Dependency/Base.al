namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
    }
}

page 21 "Customer Card"
{
    SourceTable = Customer;

    layout
    {
        area(Content)
        {
            group(General)
            {
                field("No."; Rec."No.") { }
                field(Name; Rec.Name) { }
            }
            part(Lines; "Customer Lines") { }
            usercontrol(Map; "Map Control") { }
        }
        area(FactBoxes)
        {
            systempart(Notes; Notes) { }
        }
    }
}

page 22 "Customer Lines"
{
    PageType = ListPart;
    SourceTable = Customer;
}

pageextension 5000 "Base Card Ext" extends "Customer Card"
{
    layout
    {
        addlast(General)
        {
            group(Extra) { }
        }
    }
}
