table 50196 "LC0096 Order"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Amount; Decimal) { }
    }

    procedure Validate(var Order: Record "LC0096 Order")
    begin
    end;

    internal procedure Total(Order: Record "LC0096 Order"; Factor: Decimal): Decimal
    begin
        exit(Order.Amount * Factor);
    end;

    trigger OnModify()
    begin
        Validate([=Rec=]);
    end;
}

tableextension 50196 "LC0096 Order Ext" extends "LC0096 Order"
{
    local procedure Check(var Order: Record "LC0096 Order")
    begin
    end;

    procedure Run()
    begin
        Check([=Rec=]);
    end;
}

codeunit 50196 "LC0096 Caller"
{
    procedure Post()
    var
        Order: Record "LC0096 Order";
    begin
        Order.Validate([=Order=]);
        Order.Total([=order=], 2);
    end;
}

page 50196 "LC0096 Card"
{
    SourceTable = "LC0096 Order";

    local procedure Refresh(Order: Record "LC0096 Order")
    begin
    end;

    trigger OnAfterGetRecord()
    begin
        Refresh([=Rec=]);
        Rec.Validate([=Rec=]);
    end;
}
