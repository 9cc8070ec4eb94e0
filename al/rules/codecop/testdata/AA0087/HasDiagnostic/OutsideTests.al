codeunit 50087 "AA0087 Tests"
{
    Subtype = Test;

    [=[TestPermissions(TestPermissions::Restrictive)]=]
    procedure Helper()
    begin
    end;

    [Test]
    procedure RealTest()
    begin
        Helper();
    end;
}

codeunit 50088 "AA0087 Normal"
{
    [=TestPermissions = NonRestrictive;=]
}
