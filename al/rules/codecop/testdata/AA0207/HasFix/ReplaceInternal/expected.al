codeunit 50107 "AA0207 Fix Internal"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    local procedure HandleSomething()
    begin
    end;
}
