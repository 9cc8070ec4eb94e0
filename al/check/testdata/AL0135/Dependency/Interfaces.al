namespace Base.Pricing;

interface "Price Base"
{
    procedure GetPrice(): Decimal;
    procedure GetPrice(Qty: Decimal): Decimal;
}

interface "Price Calculation" extends "Price Base"
{
    procedure Calculate(var Amount: Decimal);
    procedure "Line Amount"(Qty: Decimal; Price: Decimal): Decimal;

    [Obsolete('Use Calculate', '25.0')]
    procedure CalcOld();
#if not CLEAN26
    procedure Legacy(): Text;
#else
    procedure Modern(): Text;
#endif
}

interface "Price Open" extends "Price Calculation", "Not Loaded Interface"
{
    procedure Open();
}
