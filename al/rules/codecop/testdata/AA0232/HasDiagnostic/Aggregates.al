table 50100 "Order Head"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [=Total=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Order Row".Amount where("Order No." = field("No.")));
            Editable = false;
        }
        field(3; [="Average Price"=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = Average("Order Row"."Unit Price" where("Order No." = field("No.")));
            Editable = false;
        }
        field(4; [="Lowest Qty."=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = min("Order Row".Quantity where("Order No." = field("No.")));
            Editable = false;
        }
        field(6; [="Negative Total"=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = - sum("Order Row".Amount where("Order No." = field("No.")));
            Editable = false;
        }
        field(5; [="Highest Qty."=]; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = MAX("Order Row".Quantity where("Order No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50101 "Order Row"
{
    fields
    {
        field(1; "Order No."; Code[20]) { }
        field(2; "Line No."; Integer) { }
        field(3; Amount; Decimal) { }
        field(4; "Unit Price"; Decimal) { }
        field(5; Quantity; Decimal) { }
        field(6; "Amount (LCY)"; Decimal) { }
    }
    keys
    {
        key(PK; "Order No.", "Line No.") { Clustered = true; }
        // A SIFT key on another field does not index Amount.
        key(Sums; "Order No.") { SumIndexFields = "Amount (LCY)"; }
        // A covering index is no SIFT index.
        key(Covering; "Order No.", "Line No.") { IncludedFields = Quantity, Amount; }
    }
}
