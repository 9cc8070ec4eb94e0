codeunit 50136 "Not Fix Two"
{
    procedure NotSpacing(A: Boolean): Boolean
    begin
        exit(not A);
    end;
}
