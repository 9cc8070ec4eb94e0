page 50200 "AA0200 Page"
{
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Basic, Suite;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
