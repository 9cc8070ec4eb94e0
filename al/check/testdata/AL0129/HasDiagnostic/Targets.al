codeunit 50152 "Assignment Targets"
{
    procedure Use()
    var
        Amount: Decimal;
    begin
        [=Total()=] := 1;
        [=(Amount + 1)=] := 2;
    end;

    local procedure Total(): Decimal
    begin
        exit(1);
    end;
}
