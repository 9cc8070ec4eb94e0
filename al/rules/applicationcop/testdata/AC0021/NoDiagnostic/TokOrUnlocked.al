codeunit 50247 "AC0021 Fine"
{
    var
        ApiVersionTok: Label 'v2.0', Locked = true;
        "Endpoint UrlTok": Label 'https://example.com', Locked = true;
        GreetingMsg: Label 'Hello';
        NotLockedLbl: Label 'x', Locked = false;
        SomeText: Text;
}
