codeunit 50106 "FC0003 Fix Crlf"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            exit;
    end;
}
