codeunit 50123 "Fix Trailing Comment Last"
{
    procedure Fix(Amount: Decimal)
    begin
        Message('start');
        for Amount := 1 to 3 do [=begin=]
            Message('%1', Amount); /* each */
        end
    end;
}
