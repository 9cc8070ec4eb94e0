codeunit 50165 "Fix Not Equal"
{
    procedure P(G: Guid; B: Boolean): Boolean
    begin
        exit(B and (not System.IsNullGuid(G)));
    end;
}
