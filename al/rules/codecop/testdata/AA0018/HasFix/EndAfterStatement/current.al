codeunit 50149 "Line Starts Fix End"
{
    procedure Starts(Amount: Decimal)
    begin
        if Amount > 0 then begin
            Amount := 0;
            Message('reset'); [=end=];
    end;
}
