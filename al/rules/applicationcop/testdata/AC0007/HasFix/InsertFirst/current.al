codeunit 50207 [="AC0007 Fix"=]
{
    // Runs on install.
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;
}
