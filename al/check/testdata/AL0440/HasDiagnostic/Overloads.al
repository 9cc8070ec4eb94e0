codeunit 50180 "Duplicate Overloads"
{
    procedure Post(var Customer: Record Customer; Preview: Boolean)
    begin
    end;

    procedure [=post=](var Customer: Record "Customer"; Preview: boolean)
    begin
    end;

    local procedure Count(): Integer
    begin
    end;

    internal procedure [=Count=](): Decimal
    begin
    end;
}
