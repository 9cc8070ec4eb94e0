page 50201 "AA0201 Page"
{
    ApplicationArea = [=Basic=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Jobs, [=Basic=], Warehouse;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
