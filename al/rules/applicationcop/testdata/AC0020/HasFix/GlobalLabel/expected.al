codeunit 50184 "AC0020 Fix"
{
    var
        ApiVersionTok: Label 'v2.0', Locked = true; // API version
}
