codeunit 50194 "Begin Fix Crlf"
{
    procedure Place(Amount: Decimal)
    begin
        if Amount > 0 then begin
            Amount := 0;
            Message('reset');
        end;
    end;
}
