codeunit 50116 "AC0024 Fix"
{
    [IntegrationEvent(false, false)]
    procedure [=OnBeforePost=](var IsHandled: Boolean)
    begin
    end;
}
