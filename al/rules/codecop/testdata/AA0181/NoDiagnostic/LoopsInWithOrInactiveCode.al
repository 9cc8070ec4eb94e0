codeunit 50377 "Loops Out Of Sight"
{
    procedure InWith(var Vend: Record Vendor): Integer
    var
        Cust: Record Customer;
        Counted: Integer;
    begin
        if Cust.FindSet() then
            with Vend do
                repeat
                    Counted += 1;
                until Cust.Next() = 0;
        exit(Counted);
    end;

    procedure Inactive(): Integer
    var
        Cust: Record Customer;
        Counted: Integer;
    begin
        if Cust.FindSet() then
            Counted := 1;
#if DEBUG
        while Cust.Next() <> 0 do
            Counted += 1;
#endif
        exit(Counted);
    end;
}
