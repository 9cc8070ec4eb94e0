namespace Own.Pricing;

using Base.Pricing;

interface "Own Calculation" extends "Price Calculation"
{
    procedure Round(Amount: Decimal): Decimal;
}

interface "Own Unknown" extends "Nowhere Interface"
{
    procedure Known();
}

codeunit 50121 "Own Interface Calls"
{
    procedure Use(Calc: Interface "Price Calculation"; Own: Interface "Own Calculation"; Open: Interface "Price Open"; Unknown: Interface "Own Unknown"; Missing: Interface "Not Declared Anywhere")
    var
        Amount: Decimal;
        Calcs: array[2] of Interface "Price Calculation";
        Lines: List of [Interface "Price Calculation"];
    begin
        Calc.Calculate(Amount);
        calc.calculate(Amount);
        CALC."GetPrice"(1);
        Amount := Calc."Line Amount"(1, 2);
        Amount := Own.GetPrice() + Own.Round(Amount);
        Own.Calculate(Amount);
        Calc.CalcOld();
        Message(Calc.Legacy());
        Open.Open();
        Open.Anything();
        Unknown.Whatever();
        Missing.Something();
        Calcs[1].Calculate(Amount);
        Lines.Get(1).Calculate(Amount);
#if CLEAN26
        Message(Calc.Modern());
#endif
    end;
}
