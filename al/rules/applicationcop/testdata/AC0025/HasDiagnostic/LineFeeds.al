codeunit 50320 "Csv Writer"
{
    var
        NewLine: Char;

    procedure Init()
    var
        Separator: Text[2];
        Short: Code[10];
    begin
        [=NewLine := 10=];
        [=Separator[1] := 10=];
        [=Separator[2] := 10=];
        [=Short[1] := 10=];
    end;
}
