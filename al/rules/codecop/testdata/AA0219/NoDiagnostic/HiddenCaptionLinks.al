page 50254 "AA0219 Setup Links"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            field(LearnMore; LearnMoreLbl)
            {
                ShowCaption = false;
                Editable = false;
                ToolTip = [|'Open the documentation in a new tab.'|];

                trigger OnDrillDown()
                begin
                    Hyperlink('https://example.com/setup');
                end;
            }
        }
    }

    var
        LearnMoreLbl: Label 'Learn more';
}
