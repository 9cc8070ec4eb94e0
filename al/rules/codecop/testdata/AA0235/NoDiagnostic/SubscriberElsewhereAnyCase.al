codeunit 50293 "Per Company Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;
}

codeunit 50294 "New Company Setup"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company-Initialize", 'oncompanyinitialize', '', false, false)]
    local procedure SetUpNewCompany()
    begin
    end;
}
