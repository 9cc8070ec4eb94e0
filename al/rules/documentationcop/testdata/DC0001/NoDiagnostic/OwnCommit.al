codeunit 50304 "Own Commit"
{
    procedure Run()
    begin
        Commit();
    end;

    local procedure Commit()
    begin
    end;
}
