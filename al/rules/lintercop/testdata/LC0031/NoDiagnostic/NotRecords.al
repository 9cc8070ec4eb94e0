codeunit 50122 "LC0031 Not Records"
{
    procedure LockTable()
    begin
    end;

    procedure Run()
    var
        Ref: RecordRef;
        Mgt: Codeunit "Some Dependency Mgt";
        Cust: Record Customer;
    begin
        Ref.LockTable();
        Mgt.LockTable();
        LockTable();
        Cust.ReadIsolation(IsolationLevel::UpdLock);
        with Cust do
            LockTable();
    end;
}

codeunit 50123 "LC0031 Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';

    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.LockTable();
    end;
}

codeunit 50124 "LC0031 Obsolete Procedure"
{
    [Obsolete('Replaced.', '25.0')]
    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.LockTable();
    end;
}
