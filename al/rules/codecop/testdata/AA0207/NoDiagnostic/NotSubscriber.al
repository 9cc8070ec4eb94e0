codeunit 50105 "AA0207 Not Subscriber"
{
    [IntegrationEvent(false, false)]
    local procedure [|OnSomething|]()
    begin
    end;

    procedure [|DoWork|]()
    begin
    end;

    // [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    procedure [|Commented|]()
    begin
    end;
}
