codeunit 50100 "My Codeunit"
{
    procedure Run()
    begin
        [|Helper|]();
    end;

    local procedure Helper()
    begin
    end;
}
