codeunit 50126 "LC0031 Fix"
{
    procedure Post()
    var
        Cust: Record Customer;
    begin
        [=Cust.LockTable()=]; // lock it
        Cust.FindFirst();
    end;
}
