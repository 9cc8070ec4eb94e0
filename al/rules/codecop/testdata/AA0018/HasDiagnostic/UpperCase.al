codeunit 50146 "Line Starts Upper"
{
    procedure Starts(Amount: Decimal)
    BEGIN
        IF Amount > 0 THEN [=REPEAT=]
            Amount -= 1;
        UNTIL Amount = 0;
    END;
}
