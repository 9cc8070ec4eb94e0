codeunit 70000000 "ABC Login"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"System Initialization", OnAfterLogin, '', false, false)]
    local procedure InitAfterLogin()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", OnCompanyOpenCompleted, '', false, false)]
    local procedure InitCompleted()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", 'OnCompanyOpen', '', false, false)]
    local procedure InitPlatform()
    begin
    end;

    procedure OnAfterCompanyOpen()
    begin
        // a procedure of that name is no subscription
    end;
}
