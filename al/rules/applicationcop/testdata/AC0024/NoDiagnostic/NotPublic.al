codeunit 50113 "AC0024 Not Public"
{
    [IntegrationEvent(false, false)]
    local procedure [|OnLocal|]()
    begin
    end;

    [IntegrationEvent(false, false)]
    internal procedure [|OnInternal|]()
    begin
    end;

    [BusinessEvent(false)]
    protected procedure [|OnProtected|]()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AC0024 Not Public", 'OnLocal', '', false, false)]
    procedure [|Subscriber|]()
    begin
    end;

    procedure [|PlainProcedure|]()
    begin
    end;
}
