codeunit 50476 "AA0476 Accuracy Missing"
{
    Subtype = Test;
    [=TestType = AITest;=]

    [Test]
    procedure AnswersMatch()
    begin
    end;
}

codeunit 50477 "AA0476 Accuracy Restrictive"
{
    Subtype = Test;
    TestType = AITest;
    [=TestPermissions = Restrictive;=]

    [Test]
    procedure AnswersMatch()
    begin
    end;
}

codeunit 50478 "AA0476 Not A Test"
{
    [=TestType = AITest;=]
    TestPermissions = Disabled;

    procedure Helper()
    begin
    end;
}

codeunit 50479 "AA0476 Method Lowers"
{
    Subtype = Test;
    TestPermissions = Disabled;
    TestType = AITest;

    [Test]
    [=[TestPermissions(TestPermissions::NonRestrictive)]=]
    procedure LowersPermissions()
    begin
    end;

    [Test]
    [TestPermissions(TestPermissions::Disabled)]
    procedure KeepsPermissions()
    begin
    end;
}
