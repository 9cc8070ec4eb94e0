namespace Own.Accounts;

using Dep.Ledger;

table 50160 "Own Account"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [="Total Quantity"=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Dep Ledger Entry".Quantity where("Account No." = field("No.")));
            Editable = false;
        }
        field(3; [="Qualified Quantity"=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum(Dep.Ledger."Dep Ledger Entry".Quantity where("Account No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
