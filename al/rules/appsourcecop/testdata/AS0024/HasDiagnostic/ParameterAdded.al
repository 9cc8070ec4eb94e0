codeunit 50100 C
{
    procedure [|P|](A: Integer; B: Integer)
    begin
    end;

}
