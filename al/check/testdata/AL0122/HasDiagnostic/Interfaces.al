interface "Price Base"
{
    procedure GetPrice(): Decimal;
    procedure Describe(): Text;
}

interface "Price Calculation" extends "Price Base"
{
    procedure IsFinal(): Boolean;
}

codeunit 50130 "Interface Values"
{
    procedure Use(Calc: Interface "Price Calculation")
    var
        Flag: Boolean;
        Amount: Decimal;
        Today: Date;
    begin
        Flag := [=Calc.GetPrice()=];
        Amount := [=Calc.Describe()=];
        Today := [=Calc.IsFinal=];
    end;
}
