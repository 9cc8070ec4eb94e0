enum 50253 "Delivery Speed"
{
    value(0; Normal) { Caption = 'Normal'; }
    value(1; Express) { Caption = 'Express'; }
}

page 50254 "Delivery Options"
{
    layout
    {
        area(Content)
        {
            field(ShowAs; ShowAs)
            {
                Caption = 'Show As';
                OptionCaption = 'List,Card';
            }
            field(Speed; Speed)
            {
                Caption = 'Speed';
            }
            field(Count; Count)
            {
                Caption = 'Count';
            }
            field(Foreign; Unknown.Mode)
            {
                Caption = 'Foreign Mode';
            }
            field(Old; OldView)
            {
                ObsoleteState = Pending;
                ObsoleteReason = 'Not shown.';
            }
        }
    }

    var
        ShowAs: Option List,Card;
        OldView: Option A,B;
        Speed: Enum "Delivery Speed";
        Count: Integer;
        Unknown: Record "Table Not In This Project";
}
