namespace Contoso.Ledger;

using Dep.Ledger;

table 50287 "Account With Balance"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Dep Ledger Entry".amount where("Account No." = field("No.")));
        }
        field(3; Entries; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Dep Ledger Entry" where("Account No." = field("No.")));
        }
    }
}
