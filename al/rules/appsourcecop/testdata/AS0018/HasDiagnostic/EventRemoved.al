codeunit 50100 [|C|]
{
    procedure DoIt()
    begin
    end;

    internal procedure Inner()
    begin
    end;

}
