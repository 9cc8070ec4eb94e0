codeunit 50200 [="AC0007 Install"=]
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;
}

codeunit 50201 [=AC0007Upgrade=]
{
    subtype = UPGRADE;
    Access = public;
}
