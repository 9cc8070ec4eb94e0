codeunit 50100 C
{
    procedure P(var A: Integer)
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure [|OnX|](var A: Integer; var B: Text)
    begin
    end;
}
