// The project's own tables: CodeCop leaves filters on them alone, even on
// fields no key contains (an index can still be added where the table is
// declared).
table 50420 "Shipment Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Carrier Code"; Code[20]) { }
        field(3; Delivered; Boolean) { }
        field(4; Note; Text[250]) { }
    }

    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }

    procedure FilterUndelivered()
    begin
        SetRange(Delivered, false);
        Rec.SetFilter(Note, '<>%1', '');
    end;
}

codeunit 50420 "Shipment Log Filters"
{
    procedure Undelivered(CarrierCode: Code[20]): Boolean
    var
        ShipmentLog: Record "Shipment Log";
    begin
        ShipmentLog.SetRange("Carrier Code", CarrierCode);
        ShipmentLog.SetRange(Delivered, false);
        exit(not ShipmentLog.IsEmpty());
    end;

    procedure FirstNoted(var Found: Record "Shipment Log")
    var
        ShipmentLog: Record "Shipment Log";
    begin
        ShipmentLog.SetFilter(Note, '@*late*');
        if ShipmentLog.FindFirst() then
            Found := ShipmentLog;
    end;
}

page 50420 "Shipment Log List"
{
    SourceTable = "Shipment Log";

    trigger OnOpenPage()
    begin
        Rec.SetRange(Delivered, false);
    end;
}
