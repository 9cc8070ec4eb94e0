table 50180 "AA0240 Contact"
{
    Caption = [='Contact john.smith@contoso.com'=];

    fields
    {
        field(1; Email; Text[80])
        {
            Caption = [='john.smith@contoso.com'=];
        }
        field(2; [="Call +45 70 10 20 30"=]; Text[30]) { }
    }
}

page 50180 "AA0240 Contact Card"
{
    SourceTable = "AA0240 Contact";

    layout
    {
        area(Content)
        {
            field(Email; Rec.Email)
            {
                ToolTip = [='Specifies the email, for example (555) 123-4567.'=];
            }
        }
    }

    var
        SupportMsg: Label [='Call 555-123-4567 for help.'=];
        HelpMsg: Label [='Ask help@contoso.com'=], Comment = 'Where to ask';
}
