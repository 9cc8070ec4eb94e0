codeunit 50106 "AA0207 Fix"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    procedure [=HandleSomething=]() // keep this comment
    begin
    end;
}
