codeunit 50103 "Casing Crlf"
{
    trigger OnRun()
    [=Begin=]
        Message('x');
    end;
}
