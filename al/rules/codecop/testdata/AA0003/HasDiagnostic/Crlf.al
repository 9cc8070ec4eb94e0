codeunit 50198 "Not Spacing Crlf"
{
    procedure NotSpacing(A: Boolean): Boolean
    begin
        exit([=not=](A));
    end;
}
