codeunit 50236 "AA0233 Fix Last"
{
    procedure Loop()
    var
        Cust: Record Customer;
    begin
        if Cust.Find('+') then
            repeat
                Cust.Mark(true);
            until Cust.Next(-1) = 0;
    end;
}
