codeunit 50236 "AA0235 Module Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
        RegisterAllowedTables(false);
    end;

    procedure RegisterAllowedTables(Force: Boolean)
    begin
    end;
}
