namespace Contoso.Ledger;

using Dep.Ledger;

table 50396 "Account Counts"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Dep Ledger Entry".Quantity where("Account No." = field("No.")));
            ObsoleteState = Pending;
            ObsoleteReason = 'Not shown any more.';
        }
        field(3; "Has Entries"; Boolean)
        {
            FieldClass = FlowField;
            CalcFormula = exist("Dep Ledger Entry" where("Account No." = field("No.")));
        }
        field(4; "Last Amount"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = lookup("Dep Ledger Entry".Quantity where("Account No." = field("No.")));
        }
    }
}
