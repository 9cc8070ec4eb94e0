codeunit 50209 "AC0007 Fix All A"
{
    Access = Internal;
    Subtype = Install;
}

codeunit 50210 "AC0007 Fix All B" { Access = Internal; Subtype = Upgrade; }
