codeunit 50141 "Begin Fix Next Line"
{
    procedure Place(Amount: Decimal)
    begin
        if Amount > 0 then begin
            Amount := 0;
            Message('reset');
        end;
    end;
}
