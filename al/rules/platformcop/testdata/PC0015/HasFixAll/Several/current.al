codeunit 50167 "Fix All Guids"
{
    procedure P(A: Guid; B: Guid): Boolean
    begin
        if [=A = ''=] then
            exit([=B <> ''=]);
        exit(([=A = ''=]) or ([=B = ''=]));
    end;
}
