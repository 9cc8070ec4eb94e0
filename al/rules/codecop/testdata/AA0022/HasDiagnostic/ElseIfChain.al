codeunit 50100 "AA0022 Chain"
{
    procedure Classify(Value: Integer): Text
    begin
        [=if=] Value = 1 then
            exit('one')
        else
            if Value = 2 then
                exit('two')
            else
                if Value = 3 then
                    exit('three');
        [=if=] Value < 0 then
            exit('negative')
        else if Value = 0 then
            exit('zero')
        else if Value > 100 then
            exit('large')
        else if Value > 10 then
            exit('medium')
        else
            exit('small');
    end;

    trigger OnRun()
    begin
        if true then begin
            [=if=] 1 = 2 then
                Message('a')
            else if 2 = 3 then
                Message('b')
            else if 3 = 4 then
                Message('c');
        end;
    end;
}
