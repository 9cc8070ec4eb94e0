codeunit 50485 "AA0476 Fix Value"
{
    Subtype = Test;
    [|TestPermissions = NonRestrictive;|]
    TestType = AITest;
}
