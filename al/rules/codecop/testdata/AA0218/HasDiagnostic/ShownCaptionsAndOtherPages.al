// ShowCaption = true, and InFooterBar on a page that is not a NavigatePage
// (where it has no effect), exempt nothing.
page 50161 "AA0218 Card"
{
    PageType = Card;

    layout
    {
        area(Content)
        {
            field([=Shown=]; ShownTxt)
            {
                ShowCaption = true;
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action([=ActionNext=])
            {
                Caption = 'Next';
                InFooterBar = true;
            }
            action([=NotInFooter=])
            {
                Caption = 'Other';
                InFooterBar = false;
            }
        }
    }

    var
        ShownTxt: Text;
}

page 50162 "AA0218 Wizard Fields"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field([=Visible=]; VisibleTxt) { }
        }
    }
    actions
    {
        area(Processing)
        {
            action([=Help=])
            {
                Caption = 'Help';
            }
        }
    }

    var
        VisibleTxt: Text;
}
