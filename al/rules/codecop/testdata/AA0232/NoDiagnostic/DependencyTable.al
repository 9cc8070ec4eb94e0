namespace Own.Accounts;

using Dep.Ledger;

table 50170 "Own Balance Account"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Dep Ledger Entry".Amount where("Account No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
