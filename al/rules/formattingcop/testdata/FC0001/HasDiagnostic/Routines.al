codeunit 50154 "Header Semicolons"
{
    trigger OnRun()[=;=]
    begin
        Calc(1);
    end;

    procedure Calc(Amount: Decimal): Decimal[=;=]
    begin
        exit(Amount * 2);
    end;

    local procedure WithVar()[=;=]
    var
        Counter: Integer;
    begin
        Counter += 1;
    end;

    [IntegrationEvent(false, false)]
    local procedure OnAfterCalc(var Amount: Decimal)[=;=]
    begin
    end;
}
