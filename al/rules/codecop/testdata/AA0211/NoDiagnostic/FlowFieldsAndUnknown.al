codeunit 50310 "Ledger Account Calc"
{
    var
        Account: Record "Base Ledger Account";

    procedure Calc(TableNo: Integer)
    var
        Account: Record "Base Ledger Account" temporary;
        Other: Record "Not Loaded Table";
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        Account.CalcFields(Balance, Picture);
        Other.CalcFields("Some Field");
        Account.SetAutoCalcFields(Balance);
        RecRef.Open(TableNo);
        FldRef := RecRef.Field(1);
        FldRef.CalcField();
    end;

    procedure GetAccount(var Result: Record "Base Ledger Account"): Boolean
    begin
        Result.CalcFields(Balance);
        exit(Account.CalcFields(Picture));
    end;
}

table 50310 "Local Account"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Base Ledger Entry".Amount where("Account No." = field("No.")));
        }
        field(3; Old; Decimal)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used';
        }
    }

    procedure Refresh()
    begin
        CalcFields(Total);
        CalcFields(Old);
    end;
}

table 50311 "CRM Account Copy"
{
    TableType = CRM;

    fields
    {
        field(1; AccountId; Guid) { }
        field(2; "Contact Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Base Ledger Entry");
        }
    }

    procedure Refresh()
    begin
        Rec.CalcFields("Contact Count");
    end;
}

interface "Account Calculator"
{
    procedure Calc(var Account: Record "Base Ledger Account");
}
