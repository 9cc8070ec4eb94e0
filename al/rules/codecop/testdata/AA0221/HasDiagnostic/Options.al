table 50250 "Delivery"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Mode; Option)
        {
            OptionMembers = Road,Rail,Air;
            OptionCaption = 'Road,Rail,Air';
        }
    }

    procedure CurrentMode(): Option Road,Rail,Air
    begin
        exit(Rec.Mode);
    end;
}

page 50251 "Delivery Card"
{
    SourceTable = Delivery;

    layout
    {
        area(Content)
        {
            field(Mode; Rec.Mode) { }
            field([=ShowAs=]; ShowAs)
            {
                Caption = 'Show As';
            }
            field([=Current=]; Rec.CurrentMode())
            {
                Caption = 'Current Mode';
            }
        }
    }

    var
        ShowAs: Option List,Card;
}

report 50252 "Delivery List"
{
    dataset
    {
        dataitem(DeliveryItem; Delivery) { }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                field([=SortBy=]; SortBy)
                {
                    Caption = 'Sort By';
                }
            }
        }
    }

    var
        SortBy: Option Date,Number;
}
