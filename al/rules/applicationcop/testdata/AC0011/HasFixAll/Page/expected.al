page 50187 "Fix All Page"
{
    PageType = Card;
    Caption = 'Fix All Page';

    layout
    {
        area(Content)
        {
            field(First; FirstValue)
            {
                ApplicationArea = All;
                Caption = 'First';
            }
            field(Second; SecondValue) { Caption = 'Second'; }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Run)
            {
                ApplicationArea = All;
                Caption = 'Run';
            }
        }
    }

    var
        FirstValue: Text;
        SecondValue: Text;
}
