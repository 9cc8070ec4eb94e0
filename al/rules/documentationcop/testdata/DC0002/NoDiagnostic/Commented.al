table 50412 "Stock Bin Doc"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; Quantity; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Stock Bin Doc Entry".Quantity where("Bin Code" = field(Code)));
        }
        field(3; Stored; Decimal) { }
    }

    procedure ResetTotals()
    begin
        // shown on the page as a preview only
        Quantity := 0;
        Rec.Quantity += 1; // preview
        /* preview value */
        Rec.Validate(Quantity, 0);
        Stored := 1;
        Rec.Validate(Stored, 2);
    end;

    [Obsolete('Not needed.', '25.0')]
    procedure OldReset()
    begin
        Quantity := 0;
    end;
}

table 50413 "Stock Bin Doc Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Bin Code"; Code[10]) { }
        field(3; Quantity; Decimal) { }
    }
}

codeunit 50411 "Stock Bin Doc Buffer"
{
    procedure Fill(var Bin: Record "Stock Bin Doc"; var Cust: Record Customer)
    var
        Qty: Decimal;
    begin
        // reading a FlowField needs no comment; a table alfix does not know is not judged
        Qty := Bin.Quantity;
        Cust.Balance := 0;
        Cust.Validate(Balance, 0);
    end;
}
