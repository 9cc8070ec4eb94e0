page 50201 "AA0201 Fix All"
{
    ApplicationArea = Basic, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Basic, Suite, Warehouse;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
