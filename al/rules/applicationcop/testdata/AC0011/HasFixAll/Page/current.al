page 50187 [="Fix All Page"=]
{
    PageType = Card;

    layout
    {
        area(Content)
        {
            field([=First=]; FirstValue)
            {
                ApplicationArea = All;
            }
            field([=Second=]; SecondValue) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action([=Run=])
            {
                ApplicationArea = All;
            }
        }
    }

    var
        FirstValue: Text;
        SecondValue: Text;
}
