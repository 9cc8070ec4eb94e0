codeunit 50113 "FC0005 Fix"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.ReadIsolation(IsolationLevel::ReadCommitted); // keep this
        Cust.FindFirst();
    end;
}
