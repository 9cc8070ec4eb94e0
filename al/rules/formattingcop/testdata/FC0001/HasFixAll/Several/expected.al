codeunit 50163 "Header Fix All"
{
    trigger OnRun()
    begin
        Calc(1);
    end;

    procedure Calc(Amount: Decimal): Decimal
    begin
        exit(Amount * 2);
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterCalc(var Amount: Decimal)
    begin
    end;
}
