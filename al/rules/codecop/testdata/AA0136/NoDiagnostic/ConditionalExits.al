codeunit 50195 "Exits In Branches"
{
    procedure Branches(i: Integer): Integer
    begin
        if i = 0 then
            exit(0);
        if i = 1 then
            Error('one')
        else
            i := 2;
        case i of
            2:
                exit(2);
        end;
        // exit; i := 3;
        repeat
            if i > 5 then
                break;
            i += 1;
        until i > 10;
        exit(i);
    end;
}
