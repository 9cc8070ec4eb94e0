codeunit 50471 "Bare Unary Fine"
{
    // Calls without parentheses whose return type takes the operator; the
    // overload without arguments decides.
    procedure Run(): Decimal
    begin
        if not Ready then
            exit(-Quantity);
    end;

    local procedure Ready(Strict: Boolean): Integer
    begin
    end;

    local procedure Ready(): Boolean
    begin
    end;

    local procedure Quantity(): Decimal
    begin
    end;
}
