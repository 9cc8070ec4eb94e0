table 50354 "Runway"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Flight Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Runway);
        }
        field(3; "Delay Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Runway);
        }
    }
}

codeunit 50354 "Runway Report"
{
    procedure Total() Result: Integer
    var
        Runway: Record Runway;
    begin
        if Runway.FindSet() then
            repeat
                [=Runway.CalcFields("Flight Count", "Delay Count")=];
                Result += Runway."Flight Count" - Runway."Delay Count";
            until Runway.Next() = 0;
    end;
}
