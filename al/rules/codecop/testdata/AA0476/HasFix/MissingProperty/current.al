codeunit 50484 "AA0476 Fix Missing"
{
    Subtype = Test;
    [|TestType = AITest;|]
    EventSubscriberInstance = Manual;

    [Test]
    procedure AnswersMatch()
    begin
    end;
}
