page 50199 "AA0199 Page"
{
    ApplicationArea = [=Suite, Basic=];

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = [=Basic, Suite, BasicEU, Jobs=];
                ToolTip = 'Specifies the name.';
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Run)
            {
                // The app's own area keeps its place; only the documented ones are compared.
                ApplicationArea = [=GreenHouse, Warehouse, Basic, Suite=];
                ToolTip = 'Runs it.';
                trigger OnAction() begin end;
            }
        }
    }

    var
        Name: Text;
}
