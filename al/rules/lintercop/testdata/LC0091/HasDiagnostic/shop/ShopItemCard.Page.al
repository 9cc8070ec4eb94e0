page 50100 "Shop Item Card"
{
    [=Caption = 'Shop Item'=];
    PageType = Card;
    SourceTable = "Shop Item";

    layout
    {
        area(Content)
        {
            group(General)
            {
                Caption = 'General';

                field("No."; Rec."No.")
                {
                    ToolTip = 'Specifies the number of the item.';
                }
                field(Price; Rec.Price)
                {
                    [=ToolTip = 'Specifies the price of the item.'=];
                }
                field(Kind; Kind)
                {
                    Caption = 'Kind';
                    [=OptionCaption = 'Goods,Service'=];
                }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Restock)
            {
                Caption = 'Restock';
                [=ToolTip = 'Orders more of the item.'=];

                trigger OnAction()
                var
                    [=DoneMsg: Label 'The item was restocked.'=];
                begin
                    Message(DoneMsg);
                end;
            }
        }
    }

    var
        Kind: Option Goods,Service;
        [=WelcomeMsg: Label 'Welcome to the shop.', Comment = 'Shown once.'=];

    trigger OnOpenPage()
    var
        [=OpenedMsg: Label 'Opened.'=];
    begin
        Message(WelcomeMsg);
        Message(OpenedMsg);
    end;
}
