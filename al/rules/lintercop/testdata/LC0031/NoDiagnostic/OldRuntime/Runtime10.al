codeunit 50125 "LC0031 Runtime 10"
{
    procedure Post()
    var
        Cust: Record Customer;
    begin
        [|Cust.LockTable()|];
    end;
}
