codeunit 50100 C
{
    local procedure [|OnX|]()
    begin
    end;

}
