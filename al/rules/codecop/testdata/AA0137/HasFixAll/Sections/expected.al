codeunit 50114 "Fix All"
{
    var
        Kept: Integer;

    procedure P(): Integer
    var
        // keep this note
    begin
        exit(Kept);
    end;

    procedure Q()
    var
        B: Integer;
    begin
        B := 1;
    end;

    procedure R()
    begin
    end;
}
