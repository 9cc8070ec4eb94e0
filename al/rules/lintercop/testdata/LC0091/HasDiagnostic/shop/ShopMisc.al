enum 50100 "Shop Item Status"
{
    Extensible = true;

    value(0; " ")
    {
        Caption = ' ';
    }
    value(1; Active)
    {
        [=Caption = 'Active'=];
    }
}

report 50100 "Shop Price List"
{
    Caption = 'Shop Price List';

    dataset
    {
        dataitem(Item; "Shop Item")
        {
            column(No; "No.") { }
        }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                field(ShowStock; ShowStock)
                {
                    [=Caption = 'Show Stock'=];
                }
            }
        }
    }

    labels
    {
        [=PriceListLbl = 'Price List', Comment = 'The heading.'=];
    }

    var
        ShowStock: Boolean;
}

codeunit 50100 "Shop Management"
{
    procedure Greet()
    var
        [=GreetingMsg: Label 'Hello %1', Comment = '%1 = the name'=];
    begin
        Message(GreetingMsg, UserId());
    end;
}

pageextension 50100 "Shop Item List Ext" extends "Item List"
{
    layout
    {
        addafter(Description)
        {
            field(ShopStatus; ShopStatus)
            {
                [=Caption = 'Shop Status'=];
                ToolTip = 'Specifies the status in the shop.';
            }
        }
    }

    var
        ShopStatus: Enum "Shop Item Status";
}

tableextension 50100 "Shop Item Ext" extends Item
{
    fields
    {
        field(50100; "Shop Status"; Enum "Shop Item Status")
        {
            [=Caption = 'Shop Status'=];
        }
    }
}
