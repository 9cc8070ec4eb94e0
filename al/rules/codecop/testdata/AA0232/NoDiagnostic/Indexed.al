table 50120 "Invoice Head"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Invoice Row".Amount where("Invoice No." = field("No.")));
            Editable = false;
        }
        field(3; "Total (LCY)"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = Sum("Invoice Row"."Amount (LCY)" where("Invoice No." = field("No.")));
            Editable = false;
        }
        field(4; "Max Amount"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = max("Invoice Row".Amount where("Invoice No." = field("No.")));
            Editable = false;
        }
        field(5; "Extra Total"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Invoice Row".Extra where("Invoice No." = field("No.")));
            Editable = false;
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }
}

table 50121 "Invoice Row"
{
    fields
    {
        field(1; "Invoice No."; Code[20]) { }
        field(2; "Line No."; Integer) { }
        field(3; Amount; Decimal) { }
        field(4; "Amount (LCY)"; Decimal) { }
    }
    keys
    {
        key(PK; "Invoice No.", "Line No.") { Clustered = true; }
        key(Sums; "Invoice No.")
        {
            MaintainSIFTIndex = false;
            SumIndexFields = amount, "AMOUNT (LCY)";
        }
    }
}

tableextension 50122 "Invoice Row Extra" extends "Invoice Row"
{
    fields
    {
        field(50100; Extra; Decimal) { }
    }
    keys
    {
        // A key added by a table extension indexes the field as well.
        key(ExtraSums; "Invoice No.") { SumIndexFields = Extra; }
    }
}
