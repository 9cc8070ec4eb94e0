page 50199 "AA0199 Fix All"
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
