codeunit 50108 "AA0207 Fix Crlf"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    local procedure HandleCrlf()
    begin
    end;
}
