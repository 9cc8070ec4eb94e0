table 50130 "Vendor Head"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; "Entry Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Vendor Entry" where("Vendor No." = field("No.")));
            Editable = false;
        }
        field(3; "Has Entries"; Boolean)
        {
            FieldClass = FlowField;
            CalcFormula = exist("Vendor Entry" where("Vendor No." = field("No.")));
            Editable = false;
        }
        field(4; "Last Amount"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = lookup("Vendor Entry".Amount where("Vendor No." = field("No.")));
            Editable = false;
        }
        field(5; "Old Balance"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Vendor Entry".Amount where("Vendor No." = field("No.")));
            Editable = false;
            ObsoleteState = Pending;
            ObsoleteReason = 'Replaced.';
        }
        field(6; "Removed Balance"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Vendor Entry".Amount where("Vendor No." = field("No.")));
            Editable = false;
            ObsoleteState = Removed;
            ObsoleteReason = 'Replaced.';
        }
        field(7; "Date Filter"; Date)
        {
            FieldClass = FlowFilter;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50131 "Vendor Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Vendor No."; Code[20]) { }
        field(3; Amount; Decimal) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

table 50132 "Old Vendor Head"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Not used.';

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Balance; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Vendor Entry".Amount where("Vendor No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}
