// Chains a case X of would not replace: ranges of one value, and conditions
// that test different things.
codeunit 50101 "AA0022 Ranges"
{
    procedure Classify(Value: Integer; Progress: Decimal; Token: Text; Remainder: Text): Text
    begin
        if Value < 0 then
            exit('negative')
        else if Value = 0 then
            exit('zero')
        else if Value > 100 then
            exit('large')
        else if Value > 10 then
            exit('medium');
        if Progress < 0.50 then
            exit('started')
        else
            if Progress < 0.75 then
                exit('halfway')
            else
                if Progress < 1.0 then
                    exit('almost');
        if Token <> '' then
            exit(Token)
        else
            if Remainder <> '' then
                exit(Remainder)
            else
                if Value = 1 then
                    exit('one');
        if 1 = 2 then
            Message('a')
        else if 2 = 3 then
            Message('b')
        else if 3 = 4 then
            Message('c');
    end;
}
