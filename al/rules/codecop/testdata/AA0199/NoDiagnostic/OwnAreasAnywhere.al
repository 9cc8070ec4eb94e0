page 50216 "Own Areas"
{
    ApplicationArea = GreenHouse, Basic, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = Basic, MyArea, Suite, Jobs;
                ToolTip = 'Specifies the name.';
            }
            field(Code; Code)
            {
                ApplicationArea = All;
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
