codeunit 50144 "Fix Last"
{
    var
        X: Integer;

    procedure A()
    begin
        X := 1;
    end;

    // a comment that stays
}
