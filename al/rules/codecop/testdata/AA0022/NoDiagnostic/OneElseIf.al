codeunit 50101 "AA0022 One Else If"
{
    procedure Classify(Value: Integer): Text
    begin
        if Value = 1 then
            exit('one')
        else
            if Value = 2 then
                exit('two')
            else
                exit('other');
        if Value = 1 then
            if Value = 2 then
                if Value = 3 then
                    exit('nested, not chained');
        if Value = 1 then begin
            if Value = 2 then
                exit('a');
        end else
            if Value = 3 then
                exit('b')
            else
                exit('c');
        case Value of
            1:
                exit('one');
            2:
                exit('two');
            3:
                exit('three');
        end;
    end;
}
