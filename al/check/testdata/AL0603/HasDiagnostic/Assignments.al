enum 50480 "Ship Status"
{
    Extensible = true;
    value(0; Open) { }
    value(1; Released) { }
}

enum 50481 Level
{
    value(0; Low) { }
    value(1; High) { }
}

table 50480 "Ship Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Enum "Ship Status") { }
        field(3; "Old Status"; Option Open,Released) { }
        field(4; "Status No."; Integer) { }
    }
}

codeunit 50480 "Enum Conversions"
{
    procedure Run(var Order: Record "Ship Order")
    var
        Status: Enum "Ship Status";
        Lvl: Enum Level;
        Number: Integer;
        Choice: Option Open,Released;
    begin
        Status := [=Number=];
        Number := [=Status=];
        Order.Status := [=Order."Old Status"=];
        Order."Old Status" := [=Order.Status=];
        Order."Status No." := [=Order.Status=];
        Lvl := [=1=];
        Choice := [=Lvl=];
        Number := [=(Status::Released)=];
        Number := [=Enum::"Ship Status"::Open=];
        Status := [=Order."Status No." + 1=];
        Lvl := [=NextLevel=];
    end;

    procedure Convert(Status: Enum "Ship Status"): Integer
    begin
        exit([=Status=]);
    end;

    procedure Back(Number: Integer): Enum Level
    begin
        exit([=Number=]);
    end;

    local procedure NextLevel(): Integer
    begin
    end;
}
