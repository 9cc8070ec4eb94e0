codeunit 50100 C
{
    procedure [|Get|](): Text
    begin
    end;

}
