interface "Shop Pricing"
{
    procedure GetPrice(): Decimal;
}
