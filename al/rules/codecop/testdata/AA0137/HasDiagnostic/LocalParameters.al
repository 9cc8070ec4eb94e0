codeunit 50115 "Local Params"
{
    procedure Entry()
    begin
        Helper(1, 'x');
    end;

    local procedure Helper(Used: Integer; [="Not Used"=]: Text)
    begin
        Message('%1', Used);
    end;
}
