codeunit 50306 "FC0002 Type Fix"
{
    procedure Total(Amount: [=DECIMAL=]): Decimal
    begin
        exit(Amount);
    end;
}
