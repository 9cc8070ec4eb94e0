page 50200 "AA0200 Page"
{
    ApplicationArea = [=All, Basic=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = [=Basic, Suite, all=];
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
