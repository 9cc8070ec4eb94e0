codeunit 50270 "TA0001 Sales Tests"
{
    Subtype = Test;

    trigger OnRun()
    begin
    end;

    [Test]
    procedure PostInvoice()
    begin
        CreateCustomer();
    end;

    procedure [=CreateCustomer=]()
    begin
    end;

    internal procedure [=InternalHelper=]()
    begin
    end;

    [HandlerFunctions('ConfirmYes')]
    procedure [=MissingTestAttribute=]()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"TA0001 Sales Tests", OnAfterSomething, '', false, false)]
    procedure [=GlobalSubscriber=]()
    begin
    end;

    [ConfirmHandler]
    procedure ConfirmYes(Question: Text[1024]; var Reply: Boolean)
    begin
        Reply := true;
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterSomething()
    begin
    end;
}
