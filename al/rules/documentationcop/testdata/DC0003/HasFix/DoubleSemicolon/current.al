codeunit 50170 "Empty Statement Fix Double"
{
    procedure Empties(Amount: Decimal)
    begin
        Amount := 1;[=;=]
        Amount := 2;
    end;
}
