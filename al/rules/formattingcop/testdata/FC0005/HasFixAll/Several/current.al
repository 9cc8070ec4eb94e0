codeunit 50115 "FC0005 Fix All"
{
    procedure Run()
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        [=Cust.ReadIsolation := IsolationLevel::ReadCommitted=];
        [=Vend.ReadIsolation:=IsolationLevel::UpdLock=];
        [=Cust.FilterGroup := Vend.FilterGroup() + 1=];
    end;
}
