codeunit 50164 "Fix Equal"
{
    procedure P(G: Guid): Boolean
    begin
        if [=G = ''=] then
            exit(true);
    end;
}
