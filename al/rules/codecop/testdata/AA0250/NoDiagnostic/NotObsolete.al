codeunit 50320 "Live Business Events"
{
    [ExternalBusinessEvent('SalesOrderPosted', 'Sales order posted', 'Raised when an order is posted; [OBSOLETE] is not in the name', EventCategory::Sales)]
    procedure OnSalesOrderPosted()
    begin
    end;

    [IntegrationEvent(false, false)]
    [Obsolete('Not raised any more.', '25.0')]
    procedure OnOldEvent()
    begin
    end;
}
