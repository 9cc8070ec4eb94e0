table 50189 "Application Area Setup"
{
    fields
    {
        field(1; "Company Name"; Text[30]) { }
    }
}

tableextension 50189 "AA0189 Own Area" extends "Application Area Setup"
{
    fields
    {
        field(50100; GreenHouse; Boolean) { }
    }
}

page 50189 "AA0189 Page"
{
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                // Documented areas are valid even when the table does not list them.
                ApplicationArea = Basic, Suite, Jobs, BasicEU;
                ToolTip = 'Specifies the name.';
            }
            field(Code; Code)
            {
                // An area an extension of the table adds, in any case.
                ApplicationArea = greenhouse;
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
