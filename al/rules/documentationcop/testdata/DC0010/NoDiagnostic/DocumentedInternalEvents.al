/// <summary>Internal events.</summary>
codeunit 50214 "DC0010 Documented"
{
    Access = Internal;

    /// <summary>Raised before calculating.</summary>
    /// <param name="Amount">The amount to change.</param>
    [InternalEvent(false)]
    local procedure OnBeforeCalculate(var Amount: Decimal)
    begin
    end;

    /// <summary>An integration event is DC0009's.</summary>
    [IntegrationEvent(false, false)]
    local procedure OnPublic()
    begin
    end;
}
