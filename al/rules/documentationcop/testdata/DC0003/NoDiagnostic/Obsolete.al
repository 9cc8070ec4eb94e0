codeunit 50188 "Empty Statement Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure Empties(Amount: Decimal)
    begin
        if Amount > 0 then[|;|]
    end;
}
