codeunit 50810 "Order Release"
{
    procedure Release(var Qty: Integer; Blocked: Boolean): Boolean
    begin
        if Qty > 10 then begin
            Qty := 10;
            Message('Capped');
        end else
            exit(false);

        Qty -= 1; // a trailing comment
    	 
        while Qty > 0 do
            Qty -= 1;

        if Blocked then
            exit(false)
        else
            Error('Blocked');

        case Qty of
            1:
                exit(true);
            2:
                Error('Two');
        end;

        if Qty > 1 then Qty := 1;
        Qty += 1;
        if Qty > 2 then Qty := 2 else Qty := 3;

        Error(Qty);
    end;

    [Obsolete('Replaced.', '25.0')]
    procedure OldRelease(var Qty: Integer)
    begin
        Qty += 1;
        if Qty > 1 then
            Qty := 1;
        exit;
    end;
}

codeunit 50811 "Own Error"
{
    procedure Run(Qty: Integer)
    begin
        Qty += 1;
        Error(Qty);
    end;

    procedure Error(Qty: Integer)
    begin
    end;
}
