codeunit 50801 "Order Chains"
{
    procedure Check(Qty: Integer): Integer
    begin
        Qty += 1;
        [=if=] Qty > 1 then Qty := 1;
        [=Qty=] += 2;
        [=if=] Qty > 2 then begin
            Qty := 2;
        end
        [=else=]
            Qty := 3;

        if Qty > 3 then Qty := 4 else Qty := 5;

        exit(Qty);
    end;
}
