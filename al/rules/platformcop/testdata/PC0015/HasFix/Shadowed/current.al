codeunit 50166 "Fix Shadowed"
{
    procedure P(G: Guid): Boolean
    begin
        exit([=G = ''=]);
    end;

    local procedure IsNullGuid(Value: Text): Boolean
    begin
        exit(Value = '');
    end;
}
