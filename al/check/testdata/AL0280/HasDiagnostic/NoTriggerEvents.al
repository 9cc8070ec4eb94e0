namespace Own.Sales;

using Base.Sales;

// Codeunits and reports publish no trigger events: a name ending in Event
// that the object does not declare is not found.
codeunit 50165 "Own Run Subscribers"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", [='OnAfterRunEvent'=], '', false, false)]
    local procedure OnAfterRun()
    begin
    end;

    [EventSubscriber(ObjectType::Report, Report::"Sales Invoice", [='OnPreReportEvent'=], '', false, false)]
    local procedure OnPreReport()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post Events", [='onafterposevent'=], '', false, false)]
    local procedure OnAfterPosEvent()
    begin
    end;
}
