tableextension 70000002 "ABC Customer" extends Customer // want AS0081 AS0085
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { DataClassification = CustomerContent; }
        field(50100; "ABC Old Rating"; Integer) { DataClassification = CustomerContent; } // want AS0013
    }

    procedure ABCRecalculate()
    begin
    end;

    procedure Recalculate() // want AS0079
    begin
    end;
}
