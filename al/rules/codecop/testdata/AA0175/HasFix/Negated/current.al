codeunit 50178 "AA0175 Fix Negated"
{
    procedure Check()
    var
        Cust: Record Customer;
    begin
        if not [=Cust.FindFirst()=] then
            exit;
    end;
}
