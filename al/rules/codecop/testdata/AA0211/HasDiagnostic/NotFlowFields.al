tableextension 50300 "Ledger Account Ext" extends "Base Ledger Account"
{
    fields
    {
        field(50300; "Budget Amount"; Decimal) { }
        field(50301; "Entry Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Base Ledger Entry" where("Account No." = field("No.")));
        }
    }

    procedure Refresh()
    begin
        CalcFields([="Budget Amount"=], "Entry Count");
        Rec.CalcFields(Balance, [=Name=]);
    end;
}

codeunit 50300 "Ledger Account Reader"
{
    procedure Read(var Account: Record "Base Ledger Account")
    var
        TempAccount: Record "Base Ledger Account" temporary;
    begin
        Account.CalcFields([="Date Filter"=], Picture, Balance);
        Account.CalcFields([=Account."No."=]);
        TempAccount.CalcFields([=SystemId=]);
        if Account.CalcFields([="Budget Amount"=]) then;
    end;
}
