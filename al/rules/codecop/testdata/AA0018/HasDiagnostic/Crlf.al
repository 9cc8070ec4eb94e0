codeunit 50199 "Line Starts Crlf"
{
    procedure Starts(Amount: Decimal)
    BEGIN
        IF Amount > 0 THEN [=REPEAT=]
            Amount -= 1;
        UNTIL Amount = 0;
    END;
}
