codeunit 50102 "AA0022 Pragma"
{
    procedure Classify(Value: Integer): Text
    begin
#pragma warning disable AA0022
        if Value = 1 then
            exit('one')
        else if Value = 2 then
            exit('two')
        else if Value = 3 then
            exit('three');
#pragma warning restore AA0022
    end;
}
