codeunit 50366 "AA0013 Keeps Comments"
{
    procedure Place(Amount: Decimal)
    begin
        if Amount > 0 then begin
            Amount := 0;
            Message('reset');
        end;
        if Amount < 0 then // negative amounts are cleared too
        begin
            Amount := 0;
            Message('cleared');
        end;
    end;
}
