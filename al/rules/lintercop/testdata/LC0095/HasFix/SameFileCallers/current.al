codeunit 50135 "LC0095 Totals"
{
    procedure Total(Amount: Decimal; [=Factor=]: Decimal): Decimal
    begin
        exit(Amount * 2);
    end;

    procedure UseIt(): Decimal
    var
        Tax: Decimal;
    begin
        Tax := Total(10, 0.25);
        exit(this.Total(Tax, Tax) + Total(1, -1));
    end;
}

codeunit 50136 "LC0095 Totals User"
{
    procedure Twice(Amount: Decimal): Decimal
    var
        Totals: Codeunit "LC0095 Totals";
    begin
        exit(Totals.Total(Amount, 2) + Totals.Total(Amount,
            3));
    end;
}
