codeunit 50183 "AA0181 Fix"
{
    procedure Name(): Text
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            exit(Cust.Name);
    end;
}
