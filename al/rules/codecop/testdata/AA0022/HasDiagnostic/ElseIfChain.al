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
    end;

    trigger OnRun()
    var
        Status: Option Open,Released,Closed;
    begin
        if true then begin
            [=if=] (Status = Status::Open) then
                Message('a')
            else if status = Status::Released then
                Message('b')
            else if Status = Status::Closed then
                Message('c')
            else
                Message('d');
        end;
    end;
}
