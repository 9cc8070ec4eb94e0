codeunit 50119 "AA0207 Pragma"
{
#pragma warning disable AA0207 // called from the job queue as well
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnSomething', '', false, false)]
    procedure [|HandleSuppressed|]()
    begin
    end;
#pragma warning restore AA0207
}
