codeunit 50472 "Bare Arguments"
{
    // A call without parentheses passed as an argument is its return type.
    procedure Run(var Cust: Record Customer)
    begin
        Cust.SetCreditLimit([=Title=]);
        Cust.SetCreditLimit([=DoNothing=]);
    end;

    local procedure Title(): Text
    begin
    end;

    local procedure DoNothing()
    begin
    end;
}
