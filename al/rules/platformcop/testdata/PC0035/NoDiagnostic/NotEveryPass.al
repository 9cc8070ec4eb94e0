table 50352 "Hangar"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Plane Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Hangar);
        }
        field(3; "Date Filter"; Date)
        {
            FieldClass = FlowFilter;
        }
    }
}

codeunit 50352 "Hangar Report"
{
    procedure Totals(OnlyLarge: Boolean; Mode: Option Small,Large)
    var
        Hangar: Record Hangar;
        Other: Record Hangar;
        Total: Integer;
    begin
        Hangar.Get('A');
        Hangar.CalcFields("Plane Count");
        if Hangar.FindSet() then
            repeat
                if OnlyLarge then
                    Hangar.CalcFields("Plane Count");
                case Mode of
                    Mode::Large:
                        Hangar.CalcFields("Plane Count");
                end;
                Other.CalcFields("Plane Count");
                Count(Hangar);
                if Other.FindSet() then
                    repeat
                        Hangar.CalcFields("Plane Count");
                    until Other.Next() = 0;
            until Hangar.Next() = 0;
        if Hangar.FindSet() then
            repeat
                Hangar.SetRange("Date Filter", WorkDate());
                Hangar.CalcFields("Plane Count");
                Total += Hangar."Plane Count";
            until Hangar.Next() = 0;
        if Hangar.FindSet() then
            repeat
                Other.CopyFilter("Date Filter", Hangar."Date Filter");
                Hangar.CalcFields("Plane Count");
                Total += Hangar."Plane Count";
            until Hangar.Next() = 0;
    end;

    local procedure Count(var Hangar: Record Hangar)
    begin
        Hangar.CalcFields("Plane Count");
    end;
}

report 50352 "Hangar List"
{
    dataset
    {
        dataitem(HangarItem; Hangar)
        {
            trigger OnPreDataItem()
            begin
                HangarItem.CalcFields("Plane Count");
            end;
        }
    }
}
