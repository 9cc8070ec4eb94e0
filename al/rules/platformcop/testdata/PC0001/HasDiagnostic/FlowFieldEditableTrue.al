table 50101 "PC0001 Item Stats"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [=Inventory=]; Decimal)
        {
            fieldclass = flowfield;
            CalcFormula = sum("PC0001 Entry".Quantity where("Item No." = field("No.")));
            Editable = true;
        }
    }
}
