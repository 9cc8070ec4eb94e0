codeunit 50128 "LC0031 Fix All"
{
    procedure Post()
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        [=Cust.LockTable()=];
        [=Vend.LockTable=];
        [=Cust.LockTable(true)=];
    end;
}
