namespace Base.Sales;

// A codeunit may declare an event whose name ends in Event.
codeunit 82 "Sales-Post Events"
{
    [IntegrationEvent(false, false)]
    procedure OnAfterPostEvent(var SalesHeader: Record "Sales Header")
    begin
    end;
}
