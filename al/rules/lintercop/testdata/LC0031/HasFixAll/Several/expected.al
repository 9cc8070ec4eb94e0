codeunit 50128 "LC0031 Fix All"
{
    procedure Post()
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        Cust.ReadIsolation(IsolationLevel::UpdLock);
        Vend.ReadIsolation(IsolationLevel::UpdLock);
        Cust.LockTable(true);
    end;
}
