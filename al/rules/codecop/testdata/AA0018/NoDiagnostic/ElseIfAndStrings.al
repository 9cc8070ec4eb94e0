codeunit 50149 "Statements Start Lines"
{
    procedure Chain(i: Integer)
    begin
        if i = 1 then
            i := 2
        else if i = 2 then
            i := 3
        else
            if i = 3 then
                i := 4;
        Message('x; if i = 1 then exit; end');
        // i := 1; if i = 2 then exit;
    end;
}
