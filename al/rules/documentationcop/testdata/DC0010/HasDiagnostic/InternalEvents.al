codeunit 50213 "DC0010 Internal Events"
{
    [InternalEvent(false)]
    local procedure [=OnBeforeCalculate=](var Amount: Decimal)
    begin
    end;

    // Explains nothing to documentation tools.
    [InternalEvent(false, true)]
    internal procedure [="On After Calculate"=]()
    begin
    end;
}
