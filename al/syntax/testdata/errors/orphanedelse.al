codeunit 50310 "Orphaned Else"
{
    procedure A(Flag: Boolean)
    var
        I: Integer;
    begin
        if Flag then
            I := 1;
        else
            I := 2;
        Message('after');
    end;
}
