codeunit 50623 "Rest Client Tests"
{
    Subtype = Test;

    var
        Client: Codeunit "Rest Client";
}

codeunit 50624 "Rest Client Test Runner"
{
    Subtype = TestRunner;

    var
        Client: Codeunit "Rest Client";
}

codeunit 50625 "Old Weather Service"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    var
        Client: Codeunit "Rest Client";
}

codeunit 2350 "Rest Client"
{
}

interface "Http Client Handler"
{
    procedure Send(CurrHttpClientInstance: HttpClient; HttpRequestMessage: HttpRequestMessage; var HttpResponseMessage: HttpResponseMessage): Boolean;
}
