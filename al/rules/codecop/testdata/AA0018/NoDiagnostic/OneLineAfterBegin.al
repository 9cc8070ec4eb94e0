codeunit 50388 "Statements On Own Lines"
{
    procedure Run(i: Integer)
    begin
        repeat
            i += 1;
        until i > 5;
        case i of
            1:
                exit;
        end;
        while i > 0 do
            i -= 1;
        for i := 1 to 2 do
            Message('end; until x; case y of');
    end;
}
