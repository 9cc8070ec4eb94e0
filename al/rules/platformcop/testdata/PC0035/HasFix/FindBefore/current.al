table 50353 "Berth"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Ship Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Berth);
        }
    }
}

codeunit 50353 "Berth Report"
{
    procedure Total() Result: Integer
    var
        Berth: Record Berth;
    begin
        Berth.FindSet();
        repeat
            [=Berth.CalcFields("Ship Count")=];
            Result += Berth."Ship Count";
        until Berth.Next() = 0;
    end;
}
