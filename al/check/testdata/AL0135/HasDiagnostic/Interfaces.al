namespace Own.Pricing;

using Base.Pricing;

interface "Own Calculation" extends "Price Calculation"
{
    procedure Round(Amount: Decimal): Decimal;
}

codeunit 50120 "Own Interface Calls"
{
    procedure Use(Calc: Interface "Price Calculation"; Own: Interface "Own Calculation")
    var
        Amount: Decimal;
    begin
        Calc.[=Calculate=]();
        Own.GetPrice(1, 2);
        Amount := Own.[=Round=]();
        Amount := Calc.[="Line Amount"=](1);
    end;
}
