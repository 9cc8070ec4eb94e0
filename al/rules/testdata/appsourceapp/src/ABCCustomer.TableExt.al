namespace ABC.Ratings;

tableextension 70000002 "ABC Customer" extends Customer // want AS0081 AS0085 AS0051 AS0092 AS0126
{
    fields
    {
        field(70000000; "ABC Rating"; Integer) { DataClassification = CustomerContent; } // want AS0138
        field(50100; "ABC Old Rating"; Integer) { DataClassification = CustomerContent; AllowInCustomizations = Never; } // want AS0013
    }

    procedure ABCRecalculate()
    begin
    end;

    procedure Recalculate() // want AS0079
    begin
    end;
}
