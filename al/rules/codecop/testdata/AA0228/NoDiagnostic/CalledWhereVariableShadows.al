codeunit 50367 "Call Through Shadow"
{
    procedure Run(): Decimal
    var
        Total: Decimal;
    begin
        Total := Total();
        exit(Total);
    end;

    local procedure Total(): Decimal
    begin
        exit(1);
    end;
}
