// A wizard: controls that show no caption and the Back/Next/Finish buttons
// of the footer bar need no ToolTip (CodeCop asks none there).
page 50160 "AA0218 Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            group(Step1)
            {
                ShowCaption = false;
                field(Banner; BannerTxt)
                {
                    Editable = false;
                    ShowCaption = false;
                }
                field(Intro; IntroLbl)
                {
                    ShowCaption = false;
                    MultiLine = true;
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(ActionBack)
            {
                Caption = 'Back';
                InFooterBar = true;
            }
            action(ActionNext)
            {
                Caption = 'Next';
                InFooterBar = True;
            }
            action(ActionFinish)
            {
                Caption = 'Finish';
                InFooterBar = true;
            }
        }
    }

    var
        BannerTxt: Text;
        IntroLbl: Label 'Welcome.';
}
