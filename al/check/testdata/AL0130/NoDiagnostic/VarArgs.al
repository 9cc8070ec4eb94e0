namespace Own.Sales;

using Base.Sales;

codeunit 50151 "Own Var Traps"
{
    procedure Use()
    var
        Customer: Record Customer;
        Amounts: array[2] of Decimal;
        Amount: Decimal;
        Unknown: Codeunit "Not Loaded Codeunit";
    begin
        // Variables, fields, array elements and parenthesised variables.
        Increase(Amount);
        Increase(Amounts[1]);
        Increase((Amount));
        Rename(Customer.Name);
        // Overloads where the other one takes the value.
        Maybe(1);
        Maybe(Amount);
        // By value, and callees alfix does not have.
        Show(Amount + 1);
        Unknown.Increase(1);
        // A built-in of the same name that takes the value.
        Message(Format(1));
    end;

    local procedure Increase(var Value: Decimal)
    begin
        Value += 1;
    end;

    local procedure Rename(var Name: Text[100])
    begin
        Name := 'x';
    end;

    local procedure Maybe(var Value: Decimal)
    begin
    end;

    local procedure Maybe(Value: Integer)
    begin
    end;

    local procedure Show(Value: Decimal)
    begin
        Message('%1', Value);
    end;
}
