page 50201 "AA0201 Fix All"
{
    ApplicationArea = [=Basic=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = [=Basic=], Warehouse;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
