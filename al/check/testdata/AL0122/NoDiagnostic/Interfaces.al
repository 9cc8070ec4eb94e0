interface "Price Base"
{
    procedure GetPrice(): Decimal;
    procedure GetPrice(AsText: Boolean): Text;
    procedure Describe(): Text;
}

interface "Price Calculation" extends "Price Base", "Unknown Base"
{
    procedure IsFinal(): Boolean;
}

codeunit 50131 "Interface Values"
{
    procedure Use(Calc: Interface "Price Calculation")
    var
        Flag: Boolean;
        Amount: Decimal;
        Description: Text;
        Code: Code[20];
    begin
        Amount := Calc.GetPrice();
        Description := Calc.GetPrice(true);
        Code := Calc.Describe();
        Flag := Calc.IsFinal();
        Flag := Calc.Other();
        Amount := Calc.Other();
    end;
}
