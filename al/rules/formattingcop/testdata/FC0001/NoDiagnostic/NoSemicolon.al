codeunit 50157 "Header Without Semicolon"
{
    trigger OnRun()
    begin
        Calc(1);
    [|end;|]

    procedure Calc(Amount: Decimal): Decimal
    var
        Factor: Decimal;
    begin
        Factor := 2;
        exit(Amount * Factor);
    [|end;|]
}
