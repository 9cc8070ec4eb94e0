// Controls whose caption the page does not show: CodeCop asks no Caption of
// them, whatever their source (a label, a call, a literal, a variable).
page 50244 "Hidden Caption Wizard"
{
    PageType = NavigatePage;

    layout
    {
        area(Content)
        {
            group(Step1)
            {
                ShowCaption = false;
                field(IntroText; IntroLbl)
                {
                    ShowCaption = false;
                    MultiLine = true;
                }
                field(Title; MakeTitle())
                {
                    ShowCaption = FALSE;
                }
                field(LearnMore; 'Read more about the setup')
                {
                    ShowCaption = false;
                }
                field(Path; CurrentPath)
                {
                    Editable = false;
                    ShowCaption = false;
                }
            }
        }
    }

    var
        IntroLbl: Label 'Welcome.';
        CurrentPath: Text;

    local procedure MakeTitle(): Text
    begin
        exit('Title');
    end;
}

report 50245 "Hidden Caption Report"
{
    requestpage
    {
        layout
        {
            area(Content)
            {
                field(Note; NoteTxt)
                {
                    ShowCaption = false;
                }
            }
        }
    }

    var
        NoteTxt: Text;
}
