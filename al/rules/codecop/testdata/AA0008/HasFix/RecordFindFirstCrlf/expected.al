codeunit 50106 "AA0008 Fix Crlf"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        if Cust.FindFirst() then
            exit;
    end;
}
