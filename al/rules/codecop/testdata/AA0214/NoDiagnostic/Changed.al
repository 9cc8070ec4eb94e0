codeunit 50215 "AA0214 Changed"
{
    var
        GlobalCust: Record Customer;

    procedure Rename(No: Code[20]; NewName: Text[100])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.Name := NewName;
        Cust.Modify(true);
    end;

    procedure Validated(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Cust.Validate("Credit Limit (LCY)", 0);
        Cust.Modify(true);
    end;

    procedure Evaluated(No: Code[20]; Value: Text)
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Evaluate(Cust."Credit Limit (LCY)", Value);
        Cust.Modify();
    end;

    procedure PassedOn(No: Code[20])
    var
        Cust: Record Customer;
    begin
        Cust.Get(No);
        Change(Cust);
        Cust.Modify();
    end;

    local procedure Change(var Cust: Record Customer)
    begin
        // A var parameter: the caller read it.
        Cust.Modify();
    end;

    procedure Global(No: Code[20])
    begin
        GlobalCust.Get(No);
        GlobalCust.Modify();
    end;
}
