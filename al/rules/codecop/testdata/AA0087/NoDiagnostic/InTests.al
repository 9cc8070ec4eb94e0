codeunit 50087 "AA0087 Tests"
{
    Subtype = Test;
    TestPermissions = Restrictive;

    [Test]
    [TestPermissions(TestPermissions::Restrictive)]
    procedure RealTest()
    begin
    end;

    [TestPermissions(TestPermissions::Disabled)]
    procedure Helper()
    begin
    end;
}

codeunit 50088 "AA0087 Normal"
{
    TestPermissions = Disabled;
}
