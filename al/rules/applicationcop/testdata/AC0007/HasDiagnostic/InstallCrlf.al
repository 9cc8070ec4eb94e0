codeunit 50202 [=AC0007Crlf=]
{
    Subtype = Install;
}
