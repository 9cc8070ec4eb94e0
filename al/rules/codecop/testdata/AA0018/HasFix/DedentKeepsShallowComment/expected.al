codeunit 50400 "AA0018 Shallow Comment"
{
    procedure Run(A: Boolean; B: Boolean)
    var
        X: Integer;
    begin
        if A then
            X := 1
        else
            X := 2;
        if B then
// kept at the left margin
            X := 3;
    end;
}
