codeunit 50112 "Single Statement Crlf"
{
    procedure Crlf(Amount: Decimal)
    begin
        if Amount > 0 then [=begin=]
            Amount := 0;
        end;
    end;
}
