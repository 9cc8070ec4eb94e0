codeunit 50158 "Header Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure Calc(Amount: Decimal): Decimal[|;|]
    begin
        exit(Amount);
    end;
}
