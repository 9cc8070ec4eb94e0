codeunit 50148 "Begin On Same Line"
{
    procedure Blocks(A: Boolean; i: Integer)
    begin
        if A then begin
            i := 1;
            i := 2;
        end else begin
            i := 3;
            i := 4;
        end;
        while i > 0 do begin
            i -= 1;
            i -= 1;
        end;
        for i := 1 to 2 do begin
            A := not A;
            A := not A;
        end;
    end;
}
