table 50200 "Shipment Line"
{
    fields
    {
        field(1; "Line No."; Integer) { }
        field(2; Amount; Decimal) { }
        field(3; Quantity; Decimal) { }
    }

    procedure Total(): Decimal
    var
        [=Amount=]: Decimal;
        [=Recalculate=]: Boolean;
    begin
        Amount := Rec.Amount * Rec.Quantity;
        exit(Amount);
    end;

    procedure Recalculate()
    begin
    end;
}

tableextension 50201 "Shipment Line Ext" extends "Shipment Line"
{
    fields
    {
        field(50200; Weight; Decimal) { }
    }

    procedure Heavy(): Boolean
    var
        [=Quantity=]: Decimal;
        [=weight=]: Decimal;
    begin
        Quantity := Rec.Quantity;
        weight := Rec.Weight;
        exit(weight * Quantity > 100);
    end;
}

page 50202 "Shipment Lines"
{
    SourceTable = "Shipment Line";

    layout
    {
        area(Content)
        {
            field(TotalWeight; TotalWeight) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Navigate)
            {
                trigger OnAction()
                var
                    Navigate: Page Navigate; // an action trigger's locals are not checked
                    "Line No.": Integer;
                begin
                    Navigate.Run();
                end;
            }
        }
    }

    local procedure ShowNavigate()
    var
        [=Navigate=]: Page Navigate;
        TotalWeight: Decimal; // a page field control is no name in scope
        [="Line No."=]: Integer;
    begin
        Navigate.Run();
    end;

    var
        TotalWeight: Decimal;
}
