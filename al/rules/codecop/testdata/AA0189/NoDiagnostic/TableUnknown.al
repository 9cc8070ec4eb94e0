// "Application Area Setup" is in no file and no dependency is loaded: an
// app whose symbols are missing may add the area.
page 50190 "AA0189 No Table"
{
    ApplicationArea = GreenHouse;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Whatever;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
