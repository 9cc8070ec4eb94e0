codeunit 50101 "AA0207 Internal Subscriber"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    internal procedure [=HandleInternal=]()
    begin
    end;

    [Scope('OnPrem')]
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnOther', '', false, false)]
    protected procedure [=HandleProtected=]()
    begin
    end;
}
