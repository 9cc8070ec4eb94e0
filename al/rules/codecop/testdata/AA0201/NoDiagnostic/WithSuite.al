page 50201 "AA0201 Page"
{
    ApplicationArea = Basic, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Suite;
                ToolTip = 'Specifies the name.';
            }
            field(Other; Name)
            {
                // All with other values is AA0200's.
                ApplicationArea = All, Basic;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
