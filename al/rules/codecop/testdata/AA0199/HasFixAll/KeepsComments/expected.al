page 50365 "AA0199 Keeps Comments"
{
    ApplicationArea = Basic, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Suite, // kept first on purpose
                    Basic;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
