interface "Price Calc"
{
    procedure Price(Qty: Decimal): Decimal;
}

codeunit 50121 "Price Impl" implements "Price Calc"
{
    procedure Price(Qty: Decimal): Decimal
    begin
        exit(1);
    end;

    procedure Helper([=Qty=]: Decimal)
    begin
    end;
}
