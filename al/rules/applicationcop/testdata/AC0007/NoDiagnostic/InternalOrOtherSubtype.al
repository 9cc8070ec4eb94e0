codeunit 50203 [|"AC0007 Internal Install"|]
{
    Subtype = Install;
    Access = Internal;
}

codeunit 50204 [|"AC0007 Normal"|]
{
    Subtype = Normal;
}

codeunit 50205 [|"AC0007 Test"|]
{
    Subtype = Test;
}
