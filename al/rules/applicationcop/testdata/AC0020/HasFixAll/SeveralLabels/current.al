codeunit 50187 "AC0020 Fix All"
{
    var
        [=ATok=]: Label 'a';
        [=BTok=]: Label 'b', Locked = false;
        CLbl: Label 'c';

    local procedure Run()
    var
        [=DTok=]: Label 'd', Comment = 'd';
    begin
    end;
}
