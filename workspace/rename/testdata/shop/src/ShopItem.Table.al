table 50100 "Shop Item"
{
    DataCaptionFields = "No.", Description;

    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Price; Decimal) { }
        field(4; Kind; Enum "Shop Kind")
        {
            InitValue = Standard;
        }
        field(5; "Total Qty"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Shop Line".Quantity where("Item No." = field("No."), Kind = const(Standard)));
        }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
        key(ByPrice; Price, Description) { SumIndexFields = Price; }
    }
    fieldgroups
    {
        fieldgroup(DropDown; "No.", Description) { }
    }

    procedure Total(): Decimal
    begin
        CalcFields("Total Qty");
        exit("Total Qty" * Price);
    end;
}
