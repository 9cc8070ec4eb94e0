page 50218 "All Alone"
{
    ApplicationArea = all;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Basic, Suite;
                ToolTip = 'Specifies All, Basic and Suite.';
            }
            field(Code; Code)
            {
                // ApplicationArea = All, Basic;
                ApplicationArea = ALL;
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
