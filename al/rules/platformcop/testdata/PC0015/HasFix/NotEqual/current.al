codeunit 50165 "Fix Not Equal"
{
    procedure P(G: Guid; B: Boolean): Boolean
    begin
        exit(B and ([='' <> G=]));
    end;
}
