codeunit 50469 "Bare Comparisons Fine"
{
    // Calls without parentheses compared with values of their return type;
    // the overload without arguments decides.
    procedure Run()
    begin
        if Posted = 0D then
            exit;
        if Title <> 'x' then
            exit;
        if Amount = 1 then
            exit;
    end;

    local procedure Posted(Offset: Integer): Integer
    begin
    end;

    local procedure Posted(): Date
    begin
    end;

    local procedure Title(): Text
    begin
    end;

    local procedure Amount(Factor: Decimal): Text
    begin
    end;

    local procedure Amount(): Decimal
    begin
    end;
}
