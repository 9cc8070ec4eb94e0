codeunit 50100 "My Codeunit"
{
    var
        Threshold: Decimal;
        Counter: Integer;

    procedure Run()
    var
        a: Integer;
        b: Integer;
        Flag: Boolean;
        DocNo: Code[20];
        When: Date;
    begin
        b := [=a=] + 1;
        if [=Flag=] then
            Message('%1', [=DocNo=]);
        if [=When=] = 0D then
            b := a;
        Helper([=Threshold=]);
        Counter := 1;
        Message('%1 %2', b, Counter);
    end;

    local procedure Helper(Value: Decimal)
    begin
        Message('%1', Value);
    end;
}
