#pragma warning disable AC0007
codeunit 50211 [|"AC0007 Pragma"|]
#pragma warning restore AC0007
{
    Subtype = Install;
}
