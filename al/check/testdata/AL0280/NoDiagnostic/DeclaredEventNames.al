namespace Own.Sales;

using Base.Sales;

// A declared event whose name ends in Event, in any case.
codeunit 50166 "Own Declared Event Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post Events", 'OnAfterPostEvent', '', false, false)]
    local procedure OnAfterPostEvent(var SalesHeader: Record "Sales Header")
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post Events", 'onafterpostevent', '', false, false)]
    local procedure OnAfterPostEventLower()
    begin
    end;
}
