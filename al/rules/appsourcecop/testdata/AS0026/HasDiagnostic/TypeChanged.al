codeunit 50100 C
{
    procedure [|P|](A: Text)
    begin
    end;

}
