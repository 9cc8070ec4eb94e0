namespace Own.Pricing;

using Base.Pricing;

interface "Own Calculation" extends "Price Calculation"
{
    procedure Round(Amount: Decimal): Decimal;
}

codeunit 50120 "Own Interface Members"
{
    procedure Use(Calc: Interface "Price Calculation"; Own: Interface "Own Calculation")
    var
        Amount: Decimal;
        Base: Interface "Price Base";
    begin
        Calc.[=Calculat=](Amount);
        Own.[=GetPrise=]();
        Amount := Own.Round(Calc.GetPrice());
        Own.[="Round Up"=](Amount);
        Base.[=Calculate=](Amount);
        Calc.[=Modern=]();
    end;
}
