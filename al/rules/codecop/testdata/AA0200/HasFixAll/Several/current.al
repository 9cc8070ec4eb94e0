page 50200 "AA0200 Fix All"
{
    ApplicationArea = [=All, Basic, Suite=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = [=Jobs, All=];
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
