codeunit 50209 [="AC0007 Fix All A"=]
{
    Subtype = Install;
}

codeunit 50210 [="AC0007 Fix All B"=] { Subtype = Upgrade; }
