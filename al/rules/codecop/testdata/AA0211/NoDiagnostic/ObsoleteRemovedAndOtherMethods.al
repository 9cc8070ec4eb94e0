codeunit 50353 "Calc Fields Other Receivers"
{
    procedure Other(var Account: Record "Base Ledger Account"; var Entry: Record "Base Ledger Entry")
    begin
        Account.CalcSums(Balance);
        Entry.CalcSums(Amount);
        Account.SetAutoCalcFields(Balance);
        Account.CalcFields(Picture);
        // Entry.CalcFields(Amount);
    end;
}
