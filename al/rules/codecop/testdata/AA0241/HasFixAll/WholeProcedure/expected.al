codeunit 50110 "Casing FixAll"
{
    procedure Check(Amount: Decimal): Boolean
    begin
        if Amount > 0 then
            exit(true)
        else
            exit(false);
    end;
}
