codeunit 50163 "Mentions Permissions"
{
    // [TestPermissions(TestPermissions::Restrictive)]
    procedure Describe(): Text
    begin
        exit('TestPermissions = Restrictive');
    end;
}
