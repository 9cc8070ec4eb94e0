table 50350 "Depot"
{
    fields
    {
        field(1; Code; Code[10]) { }
        field(2; "Pallet Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Depot Pallet" where("Depot Code" = field(Code)));
        }
        field(3; "Total Weight"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Depot Pallet".Weight where("Depot Code" = field(Code)));
        }
    }
}

table 50351 "Depot Pallet"
{
    fields
    {
        field(1; "Pallet No."; Integer) { }
        field(2; "Depot Code"; Code[10]) { }
        field(3; Weight; Decimal) { }
    }
}

codeunit 50350 "Depot Report"
{
    procedure Totals(): Decimal
    var
        Depot: Record Depot;
        Pallet: Record "Depot Pallet";
        Total: Decimal;
    begin
        if Depot.FindSet() then
            repeat
                [=Depot.CalcFields("Pallet Count")=];
                [=Depot.CalcFields("Total Weight")=];
                Total += Depot."Total Weight";
            until Depot.Next() = 0;

        Depot.FindFirst();
        repeat
            Pallet.FindSet();
            repeat
                [=Depot.CalcFields("Pallet Count")=];
            until Pallet.Next() = 0;
        until Depot.Next() = 0;

        while Depot.Find('>') do begin
            [=Depot.CalcFields("Total Weight")=];
            Total += Depot."Total Weight";
        end;
        exit(Total);
    end;
}

report 50350 "Depot List"
{
    dataset
    {
        dataitem(DepotItem; Depot)
        {
            trigger OnAfterGetRecord()
            begin
                [=DepotItem.CalcFields("Pallet Count")=];
            end;
        }
    }
}
