table 70000 "Base Ledger Account"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Base Ledger Entry".Amount where("Account No." = field("No.")));
        }
        field(4; "Date Filter"; Date)
        {
            FieldClass = FlowFilter;
        }
        field(5; Picture; Blob) { }
    }
}

table 70001 "Base Ledger Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Account No."; Code[20]) { }
        field(3; Amount; Decimal) { }
    }
}
