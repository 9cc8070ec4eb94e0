interface "LC0089 Shape"
{
    procedure Area(): Decimal;
}

codeunit 50190 "LC0089 Obsolete"
{
    [Obsolete('Replaced by Area2.', '25.0')]
    procedure Area(): Decimal
    begin
        if true then
            exit(1);
    end;
}
