codeunit 50100 C
{
    [BusinessEvent(false)]
    local procedure OnX()
    begin
    end;

}
