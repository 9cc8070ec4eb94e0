interface "Header Interface"
{
    procedure Calc(Amount: Decimal): Decimal[|;|]
    procedure Reset()[|;|]
}
