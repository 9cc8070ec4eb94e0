namespace Own.Pricing;

using Base.Pricing;

interface "Own Calculation" extends "Price Calculation"
{
    procedure Round(Amount: Decimal): Decimal;
    procedure GetPrice(Qty: Decimal; Discount: Decimal): Decimal;
}

codeunit 50121 "Own Interface Calls"
{
    procedure Use(Calc: Interface "Price Calculation"; Own: Interface "Own Calculation"; Open: Interface "Price Open"; Missing: Interface "Not Declared Anywhere")
    var
        Amount: Decimal;
    begin
        Calc.Calculate(Amount);
        Amount := Calc.GetPrice() + Calc.GetPrice(1);
        Amount := Own.GetPrice(1, 2) + Own.getprice() + Own.Round(Amount);
        Amount := Calc."Line Amount"(1, 2);
        Calc.CalcOld();
        Open.Open();
        Open.GetPrice(1, 2, 3);
        Missing.Something(1, 2);
#if CLEAN26
        Calc.Modern();
#else
        Calc.Legacy();
#endif
    end;
}
