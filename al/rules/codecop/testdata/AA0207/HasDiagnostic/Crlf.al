codeunit 50103 "AA0207 Crlf"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    procedure [=HandleCrlf=]()
    begin
    end;
}
