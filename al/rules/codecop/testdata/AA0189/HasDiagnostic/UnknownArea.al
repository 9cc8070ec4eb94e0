table 50189 "Application Area Setup"
{
    fields
    {
        field(1; "Company Name"; Text[30]) { }
        field(2; Basic; Boolean) { }
        field(3; Suite; Boolean) { }
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
    ApplicationArea = [=Nothing=];
    UsageCategory = Lists;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Basic, [=Suit=];
                ToolTip = 'Specifies the name.';
            }
            field(Code; Code)
            {
                ApplicationArea = [=None=];
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
