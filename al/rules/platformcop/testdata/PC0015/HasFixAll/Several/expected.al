codeunit 50167 "Fix All Guids"
{
    procedure P(A: Guid; B: Guid): Boolean
    begin
        if System.IsNullGuid(A) then
            exit(not System.IsNullGuid(B));
        exit((System.IsNullGuid(A)) or (System.IsNullGuid(B)));
    end;
}
