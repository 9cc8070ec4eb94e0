codeunit 50184 "AA0181 Fix Last"
{
    procedure Name(): Text
    var
        Cust: Record Customer;
    begin
        if Cust.FindLast() then
            exit(Cust.Name);
    end;
}
