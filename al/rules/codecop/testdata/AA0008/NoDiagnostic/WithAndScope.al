codeunit 50104 "AA0008 With And Scope"
{
    procedure Run()
    var
        Cust: Record Customer;
        Id: Integer;
    begin
        with Cust do
            if IsEmpty then
                exit;
        Id := Database::Customer;
        Id := Report::"Count";
        Cust.ReadIsolation := IsolationLevel::ReadCommitted;
    end;
}
