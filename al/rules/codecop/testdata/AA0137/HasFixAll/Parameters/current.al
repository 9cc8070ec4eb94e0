codeunit 50119 "Fix All Params"
{
    var
        [=Unused=]: Integer;

    procedure Entry()
    begin
        Helper(1, 2, 3);
        Helper(4, 5,
            6);
        Other(7);
    end;

    local procedure Helper([=A=]: Integer; B: Integer; [=C=]: Integer)
    begin
        Message('%1', B);
    end;

    local procedure Other([=X=]: Integer)
    begin
    end;
}
