// Locals of control and action triggers are not compared with the globals.
page 50155 "AA0198 Element Triggers"
{
    layout
    {
        area(Content)
        {
            field(Company; CompanyName())
            {
                trigger OnAssistEdit()
                var
                    Settings: Codeunit "AA0198 Settings";
                begin
                    Settings.Run();
                end;
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Install)
            {
                trigger OnAction()
                var
                    Settings: Codeunit "AA0198 Settings";
                begin
                    Settings.Run();
                end;
            }
        }
    }

    var
        Settings: Codeunit "AA0198 Settings";
}

codeunit 50156 "AA0198 Settings" { }
