table 50410 "Stock Bin"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; Quantity; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Stock Bin Entry".Quantity where("Bin Code" = field(Code)));
        }
    }

    procedure ResetTotals()
    begin
        [=Quantity=] := 0;
        [=Rec.Quantity=] += 1;
        Rec.Validate([=Quantity=], 0);
    end;
}

table 50411 "Stock Bin Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Bin Code"; Code[10]) { }
        field(3; Quantity; Decimal) { }
    }
}

codeunit 50410 "Stock Bin Buffer"
{
    procedure Fill(var Bin: Record "Stock Bin")
    begin
        if Bin.Code <> '' then
            [=Bin.Quantity=] := 5;
        Bin.Validate([=Quantity=], 5);
    end;
}
