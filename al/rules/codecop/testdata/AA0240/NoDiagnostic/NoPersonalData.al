table 50181 "AA0240 Setup"
{
    Caption = 'Email Setup';

    fields
    {
        field(1; "Email Address"; Text[80])
        {
            Caption = 'Email Address';
            ToolTip = 'Specifies the version 1.0.0.0 released 2024-01-31, amount 1,234.56 and +10 %.';
        }
    }
}

codeunit 50181 "AA0240 Code"
{
    var
        FormatTxt: Label '%1@%2', Locked = true;
        TaxTxt: Label 'Rate +12.5 percent';

    procedure Run()
    begin
        // Code is not checked: only names, captions, tooltips and labels.
        Message('john.smith@contoso.com');
        Message(FormatTxt, TaxTxt);
    end;
}
