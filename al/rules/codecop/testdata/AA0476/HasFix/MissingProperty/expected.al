codeunit 50484 "AA0476 Fix Missing"
{
    Subtype = Test;
    TestType = AITest;
    TestPermissions = Disabled;
    EventSubscriberInstance = Manual;

    [Test]
    procedure AnswersMatch()
    begin
    end;
}
