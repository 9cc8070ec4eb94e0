codeunit 50310 "Publishes Events"
{
    var
        Amount: Decimal;

    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(Amount: Decimal)
    begin
    end;

    [BusinessEvent(false)]
    local procedure OnAfterPost(Amount: Decimal)
    begin
    end;
}
