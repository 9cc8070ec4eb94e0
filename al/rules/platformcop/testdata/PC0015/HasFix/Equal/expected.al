codeunit 50164 "Fix Equal"
{
    procedure P(G: Guid): Boolean
    begin
        if System.IsNullGuid(G) then
            exit(true);
    end;
}
