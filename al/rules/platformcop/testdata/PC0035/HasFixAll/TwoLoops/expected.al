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
        Dock.SetAutoCalcFields("Crane Count");
        if Dock.FindSet() then
            repeat
                Result += Dock."Crane Count";
            until Dock.Next() = 0;
        OtherDock.SetAutoCalcFields("Crane Count");
        OtherDock.FindFirst();
        repeat
            Result += OtherDock."Crane Count";
        until OtherDock.Next() = 0;
    end;
}
