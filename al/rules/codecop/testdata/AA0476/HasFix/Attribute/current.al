codeunit 50486 "AA0476 Fix Attribute"
{
    Subtype = Test;
    TestType = AITest;
    TestPermissions = Disabled;

    [Test]
    [|[TestPermissions(TestPermissions::Restrictive)]|]
    procedure AnswersMatch()
    begin
    end;
}
