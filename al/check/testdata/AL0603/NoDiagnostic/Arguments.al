namespace Own.Shipping;

enum 50495 "Arg Fine Status"
{
    Extensible = true;
    value(0; Open) { }
    value(1; Released) { }
}

table 50495 "Arg Fine Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Status; Enum "Arg Fine Status") { }
    }

    procedure SetStatus(NewStatus: Enum "Arg Fine Status")
    begin
    end;

    procedure Pick(Value: Integer)
    begin
    end;

    procedure Pick(Value: Enum "Arg Fine Status")
    begin
    end;
}

tableextension 50495 "Arg Fine Ext" extends "Arg Fine Order"
{
    procedure SetExtStatus(NewStatus: Enum "Arg Fine Status")
    begin
    end;
}

codeunit 50495 "Arg Enum Fine"
{
    procedure Run(var Order: Record "Arg Fine Order")
    var
        Counter: Integer;
        Missing: Record "Not Loaded Table";
    begin
        // Explicit conversions, matching types, overloads, var parameters,
        // unknown receivers, with bodies and inactive branches.
        Order.SetStatus("Arg Fine Status".FromInteger(1));
        Order.SetStatus(Order.Status);
        Order.SetExtStatus("Arg Fine Status"::Released);
        TakeNumber(Order.Status.AsInteger());
        Order.Pick(1);
        Order.Pick(Order.Status);
        TakeStatus(Counter);
        Missing.SetStatus(1);
        Order.Validate(Status, 1);
#if NOTDEFINED
        Order.SetStatus(1);
#endif
        with Order do
            SetStatus(1);
    end;

    local procedure TakeNumber(Value: Integer)
    begin
    end;

    local procedure TakeStatus(var Status: Enum "Arg Fine Status")
    begin
    end;
}
