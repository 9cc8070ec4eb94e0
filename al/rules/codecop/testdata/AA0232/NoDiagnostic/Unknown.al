table 50150 "Customer Head"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        // The source table is not in the project: its keys are unknown.
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Cust. Ledger Entry Missing".Amount where("Customer No." = field("No.")));
            Editable = false;
        }
        // The source field is not in the known table.
        field(3; "Other Balance"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Customer Entry"."Missing Field" where("Customer No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50151 "Customer Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Customer No."; Code[20]) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}
