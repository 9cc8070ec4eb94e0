codeunit 50445 "Arg No Value"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        Cust.SetCreditLimit([=Reset()=]);
        Describe([=Reset()=], 1);
        Describe('x', [="Reset All"()=]);
    end;

    local procedure Describe(Name: Text; Count: Integer)
    begin
    end;

    local procedure Reset()
    begin
    end;

    local procedure "Reset All"()
    begin
    end;
}
