table 50112 "FC0005 Plain"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; ReadIsolation; Integer) { }
    }

    procedure Run(var Amount: Decimal)
    var
        Other: Record "FC0005 Plain";
        Cust: Record Customer;
        Mgt: Codeunit "Some Dependency Mgt";
        Total: Integer;
    begin
        Cust.ReadIsolation(IsolationLevel::ReadCommitted);
        Other.ReadIsolation := 5;
        ReadIsolation := 4;
        Cust.Name := 'x';
        Total := Cust.Count();
        Amount += 1;
        Mgt.SetValue := 5;
        with Cust do
            FilterGroup := 2;
    end;

    procedure TwoArgs(A: Integer; B: Integer)
    begin
    end;

    procedure Caller()
    begin
        TwoArgs := 1;
    end;
}
