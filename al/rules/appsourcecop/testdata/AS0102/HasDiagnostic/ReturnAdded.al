codeunit 50100 C
{
    procedure [|P|](): Boolean
    begin
    end;

}
