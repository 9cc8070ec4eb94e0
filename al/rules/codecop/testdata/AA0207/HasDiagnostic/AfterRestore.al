codeunit 50197 "AA0207 After Restore"
{
#pragma warning disable AA0207
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnA', '', false, false)]
    procedure HandleSuppressed()
    begin
    end;
#pragma warning restore AA0207

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"AA0207 Publisher", 'OnB', '', false, false)]
    procedure [=HandleReported=]()
    begin
    end;
}
