codeunit 50207 "AC0007 Fix"
{
    Access = Internal;
    // Runs on install.
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;
}
