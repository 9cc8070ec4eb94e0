page 50221 "Other Areas"
{
    ApplicationArea = BasicEU, Suite;

    layout
    {
        area(Content)
        {
            field(Name; Name)
            {
                ApplicationArea = BasicHR;
                ToolTip = 'Specifies the name.';
            }
            field(Code; Code)
            {
                // ApplicationArea = Basic;
                ApplicationArea = Jobs;
                ToolTip = 'Specifies the code.';
            }
        }
    }

    var
        Name: Text;
        Code: Code[20];
}
