codeunit 50100 "My Codeunit"
{
    procedure Run()
    begin
        this.Helper();
    end;

    local procedure Helper()
    begin
    end;
}
