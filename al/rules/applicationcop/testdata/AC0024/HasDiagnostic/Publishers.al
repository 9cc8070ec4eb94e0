codeunit 50110 "AC0024 Publishers"
{
    [IntegrationEvent(false, false)]
    procedure [=OnBeforePost=](var IsHandled: Boolean)
    begin
    end;

    [BusinessEvent(false)]
    procedure [=OnAfterPost=]()
    begin
    end;

    [InternalEvent(false)]
    procedure [="On Internal"=]()
    begin
    end;

    [ExternalBusinessEvent('SalesPosted', 'Sales posted', 'Raised after posting', EventCategory::Sales)]
    procedure [=OnSalesPosted=]()
    begin
    end;
}
