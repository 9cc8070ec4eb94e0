codeunit 50135 "Not Fix"
{
    procedure NotSpacing(A: Boolean): Boolean
    begin
        exit(not (A));
    end;
}
