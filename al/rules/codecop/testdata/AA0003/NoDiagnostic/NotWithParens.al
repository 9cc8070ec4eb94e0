codeunit 50144 "Not Spaced"
{
    procedure Checks(A: Boolean; B: Boolean): Boolean
    begin
        if not (A or B) then
            exit(not A);
        Message('not(A)');
        // if not(A) then
        exit(not
            B);
    end;
}
