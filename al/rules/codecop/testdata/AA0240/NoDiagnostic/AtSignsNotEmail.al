table 50300 "Mail Settings"
{
    Caption = 'Mail Settings';

    fields
    {
        field(1; "Email Address"; Text[80])
        {
            Caption = 'Email Address';
            ToolTip = 'Specifies the address, like name@domain.';
        }
        field(2; "Phone No."; Text[30])
        {
            Caption = 'Phone No.';
        }
    }
}
