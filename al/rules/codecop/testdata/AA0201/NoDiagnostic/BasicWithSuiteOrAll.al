page 50220 "Basic And Suite"
{
    ApplicationArea = Suite, Basic;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = basic, SUITE;
                ToolTip = 'Specifies the name for Basic users.';
            }
            field(Code; Code)
            {
                ApplicationArea = All, Basic;
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
