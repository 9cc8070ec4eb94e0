page 50364 "AA0200 Keeps Comments"
{
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = All, /* until the split */ Basic;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
