table 50355 "Gate"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Passenger Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Gate);
        }
    }
}

codeunit 50355 "Gate Report"
{
    procedure Total() Result: Integer
    var
        Gate: Record Gate;
    begin
        Gate.SetAutoCalcFields("Passenger Count");
        if Gate.FindSet() then begin
            repeat
                Result += Gate."Passenger Count";
            until Gate.Next() = 0;
        end;
    end;
}
