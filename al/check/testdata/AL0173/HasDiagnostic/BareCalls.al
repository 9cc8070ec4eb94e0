codeunit 50470 "Bare Unary"
{
    // A call without parentheses is its return type under an operator.
    procedure Run(): Decimal
    begin
        if [=not Quantity=] then
            exit([=-Title=]);
    end;

    local procedure Quantity(): Decimal
    begin
    end;

    local procedure Title(): Text
    begin
    end;
}
