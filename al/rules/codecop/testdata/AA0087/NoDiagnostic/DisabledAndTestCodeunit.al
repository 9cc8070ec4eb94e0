codeunit 50161 "Not Lowered"
{
    TestPermissions = Disabled;

    [TestPermissions(TestPermissions::Disabled)]
    procedure Helper()
    begin
    end;
}

codeunit 50162 "Lowered Tests"
{
    Subtype = Test;
    TestPermissions = Restrictive;

    [Test]
    [TestPermissions(TestPermissions::NonRestrictive)]
    procedure Scenario()
    begin
    end;
}
