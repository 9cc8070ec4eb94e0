codeunit 50208 [="AC0007 Fix Public"=]
{
    Subtype = Upgrade;
    Access = Public;
}
