page 50199 "AA0199 Fix All"
{
    ApplicationArea = [=Suite, Basic=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = [=Warehouse, Basic, Suite=];
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
