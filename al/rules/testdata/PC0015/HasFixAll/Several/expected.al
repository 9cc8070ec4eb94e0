codeunit 50167 "Fix All Guids"
{
    procedure P(A: Guid; B: Guid): Boolean
    begin
        if IsNullGuid(A) then
            exit(not IsNullGuid(B));
        exit((IsNullGuid(A)) or (IsNullGuid(B)));
    end;
}
