namespace Own.Shipping;

enum 50490 "Arg Status"
{
    Extensible = true;
    value(0; Open) { }
    value(1; Released) { }
}

table 50490 "Arg Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Enum "Arg Status") { }
        field(3; "Old Status"; Option Open,Released) { }
    }

    procedure SetStatus(NewStatus: Enum "Arg Status")
    begin
    end;
}

codeunit 50490 "Arg Enum Calls"
{
    procedure Run(var Order: Record "Arg Order")
    var
        Counter: Integer;
    begin
        Order.SetStatus([=1=]);
        order.setstatus([=Order."Old Status"=]);
        TakeNumber([=Order.Status=]);
        "TakeNumber"([=Order.Status=]);
        Order.SetStatus([=Counter=]);
    end;

    local procedure TakeNumber(Value: Integer)
    begin
    end;
}
