page 50217 "Area Case"
{
    ApplicationArea = basic, suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Jobs;
                ToolTip = 'Specifies the name. Suite, Basic';
            }
        }
    }

    var
        Name: Text;
}
