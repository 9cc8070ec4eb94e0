codeunit 50812 "Order Crowded"
{
    procedure Release(var Qty: Integer): Boolean
    begin
        Qty += 1;
        if Qty > 10 then begin
            Qty := 10;
        end
        else
            Qty := 1;
        Qty -= 1;
        Error('x');
        exit(true);
    end;
}
