codeunit 70000000 "ABC Login"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::LogInManagement, 'OnAfterCompanyOpen', '', false, false)]
    local procedure [=InitOnOpen=]()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::LogInManagement, OnBeforeCompanyOpen, '', false, false)]
    local procedure [=CheckOnOpen=]()
    begin
    end;
}
