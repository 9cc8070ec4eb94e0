codeunit 50321 "Csv Writer Other"
{
    procedure Init()
    var
        Tab: Char;
        Separator: Text[3];
        Count: Integer;
    begin
        Tab := 9;
        Separator[1] := 13;
        Separator[3] := 10;
        Count := 10;
        Tab += 10;
    end;
}
