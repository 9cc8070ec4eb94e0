codeunit 50235 [="AA0235 Install"=]
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company-Initialize", 'OnAfterInitialize', '', false, false)]
    local procedure OtherEvent()
    begin
    end;
}

codeunit 2 "Company-Initialize"
{
    [IntegrationEvent(false, false)]
    procedure OnCompanyInitialize()
    begin
    end;

    [IntegrationEvent(false, false)]
    procedure OnAfterInitialize()
    begin
    end;
}
