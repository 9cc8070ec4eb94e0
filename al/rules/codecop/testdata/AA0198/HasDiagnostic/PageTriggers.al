// The page's own triggers and procedures are checked.
page 50157 "AA0198 Page Triggers"
{
    trigger OnOpenPage()
    var
        [=Settings=]: Codeunit "AA0198 Page Settings";
    begin
        Settings.Run();
    end;

    local procedure Refresh()
    var
        [=settings=]: Codeunit "AA0198 Page Settings";
    begin
        settings.Run();
    end;

    var
        Settings: Codeunit "AA0198 Page Settings";
}

codeunit 50158 "AA0198 Page Settings" { }
