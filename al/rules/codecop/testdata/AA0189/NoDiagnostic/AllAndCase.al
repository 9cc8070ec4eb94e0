table 50208 "Application Area Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}

page 50209 "Areas In Any Case"
{
    ApplicationArea = all;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = basic, SUITE, RelationshipMgmt;
                ToolTip = 'Specifies the name.';
            }
        }
    }

    var
        Name: Text;
}
