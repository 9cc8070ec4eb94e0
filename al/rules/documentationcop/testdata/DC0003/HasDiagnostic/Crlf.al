codeunit 50166 "Empty Statements Crlf"
{
    procedure Empties(Amount: Decimal)
    begin
        Amount := 1;
        [=;=]
    end;
}
