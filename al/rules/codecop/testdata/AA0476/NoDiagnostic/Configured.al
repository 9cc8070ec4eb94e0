codeunit 50480 "AA0476 Accuracy"
{
    Subtype = Test;
    TestType = AITest;
    TestPermissions = Disabled;
    RequiredTestIsolation = Disabled;

    [Test]
    [TestPermissions(TestPermissions::InheritFromTestCodeunit)]
    procedure AnswersMatch()
    begin
    end;
}

codeunit 50481 "AA0476 Unit Tests"
{
    Subtype = Test;
    TestType = UnitTest;
    TestPermissions = Restrictive;

    [Test]
    [TestPermissions(TestPermissions::NonRestrictive)]
    procedure Posts()
    begin
    end;
}

codeunit 50482 "AA0476 Integration Tests"
{
    Subtype = Test;
    TestType = IntegrationTest;

    [Test]
    procedure Posts()
    begin
    end;
}

// A red-teaming test that reads the AI test context but is not classified as an AI test.
codeunit 50483 "AA0476 Red Teaming"
{
    Subtype = Test;

    [Test]
    procedure RefusesHarm()
    begin
    end;
}
