page 50199 "AA0199 Page"
{
    ApplicationArea = Basic, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                // Own areas and All have no documented place.
                ApplicationArea = GreenHouse, Basic, Suite, OtherArea, Jobs, BasicEU;
                ToolTip = 'Specifies the name.';
            }
            field(Other; Name)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
