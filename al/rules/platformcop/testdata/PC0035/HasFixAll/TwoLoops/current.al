table 50356 "Dock"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Crane Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Dock);
        }
    }
}

codeunit 50356 "Dock Report"
{
    procedure Total() Result: Integer
    var
        Dock: Record Dock;
        OtherDock: Record Dock;
    begin
        if Dock.FindSet() then
            repeat
                [=Dock.CalcFields("Crane Count")=];
                Result += Dock."Crane Count";
            until Dock.Next() = 0;
        OtherDock.FindFirst();
        repeat
            [=OtherDock.CalcFields("Crane Count")=];
            Result += OtherDock."Crane Count";
        until OtherDock.Next() = 0;
    end;
}
