codeunit 50394 "Other Attributes"
{
    [IntegrationEvent(false, false)]
    procedure OnBeforePost()
    begin
    end;

    [TryFunction]
    procedure TryPost()
    begin
    end;

    // [EventSubscriber(ObjectType::Codeunit, Codeunit::"Sales-Post", 'OnAfterPostSalesDoc', '', false, false)]
    procedure Post()
    begin
        Message('[EventSubscriber(...)]');
    end;
}
