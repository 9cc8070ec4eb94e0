codeunit 50236 "Calc Fields Fine"
{
    procedure Calc(var Ref: RecordRef)
    var
        Account: Record "Base Ledger Account";
        TempAccount: Record "Base Ledger Account" temporary;
        Other: Record "Table Of Another App";
    begin
        Account.CalcFields(Balance, Picture);
        TempAccount.CalcFields(balance);
        Account.SetAutoCalcFields(Name);
        Other.CalcFields("Some Field");
        Ref.Field(2).CalcField();
        // Account.CalcFields(Name);
        Message('Account.CalcFields(Name)');
    end;
}
