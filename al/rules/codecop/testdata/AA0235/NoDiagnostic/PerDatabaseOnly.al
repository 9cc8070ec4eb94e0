codeunit 50295 "Per Database Install"
{
    Subtype = Install;

    trigger OnInstallAppPerDatabase()
    begin
    end;

    // trigger OnInstallAppPerCompany() in a comment
}
