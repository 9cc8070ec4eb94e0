codeunit 50187 "AC0020 Fix All"
{
    var
        ATok: Label 'a', Locked = true;
        BTok: Label 'b', Locked = true;
        CLbl: Label 'c';

    local procedure Run()
    var
        DTok: Label 'd', Comment = 'd', Locked = true;
    begin
    end;
}
