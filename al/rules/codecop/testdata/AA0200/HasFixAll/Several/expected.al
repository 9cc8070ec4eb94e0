page 50200 "AA0200 Fix All"
{
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
