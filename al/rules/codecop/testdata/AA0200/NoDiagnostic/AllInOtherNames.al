page 50219 "Allowed Areas"
{
    ApplicationArea = Basic, Suite, AllAreas;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Suite;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
