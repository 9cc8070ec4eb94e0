table 50120 "Warehouse Stock"
{
    fields
    {
        field(1; "Item No."; Code[20]) { }
        field(2; "Location Filter"; Code[10])
        {
            FieldClass = FlowFilter;
        }
        field(3; "Period Filter"; Integer)
        {
            FieldClass = FlowFilter;
        }
    }

    procedure ForLocation(Location: Code[10])
    begin
        [="Location Filter"=] := Location;
        Rec.[="Period Filter"=] += 1;
    end;
}

codeunit 50120 "Warehouse Stock Reader"
{
    procedure Read(Location: Code[10])
    var
        Stock: Record "Warehouse Stock";
    begin
        Stock.[="Location Filter"=] := Location;
    end;
}
