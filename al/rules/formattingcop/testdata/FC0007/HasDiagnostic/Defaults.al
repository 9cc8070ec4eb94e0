codeunit 50800 "Order Release"
{
    procedure CheckField(Customer: Record Customer; NameField: FieldRef)
    begin
        Customer.Init();
        [=Customer=].FieldError(Name, 'is wrong');
        [=NameField=].FieldError('is wrong');
    end;

    procedure Release(var Qty: Integer; Blocked: Boolean): Boolean
    var
        i: Integer;
    begin
        Qty += 1;
        [=if=] Qty > 10 then begin
            Qty := 10;
            Message('Capped');
        end;
        [=Qty=] -= 1;
        // a comment line is no blank line
        [=while=] Qty > 0 do
            Qty -= 1;

        for i := 1 to 3 do begin
            Qty += i;
            [=exit=](false);
        end;
        [=repeat=]
            Qty += 1;
            [=Error=]('Too many');
        until Qty > 5;

        case Qty of
            1:
                Qty := 2;
            else begin
                Qty := 3;
                [=exit=](true);
            end;
        end;
        [=Qty=] += 1;

        exit(Blocked);
    end;
}
