codeunit 50100 "My Codeunit"
{
    var
        Threshold: Decimal;
        Counter: Integer;

    procedure Run()
    var
        a: BigInteger;
        b: BigInteger;
        Flag: Boolean;
        DocNo: Code[20];
        When: Date;
    begin
        b := [=a=] + 1;
        if Flag then
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

codeunit 50101 "Loops"
{
    procedure Run(Dates: List of [Date])
    var
        CurrDate: Date;
        OldestDate: Date;
        PrevNo: Code[20];
        First: Boolean;
    begin
        First := true;
        foreach CurrDate in Dates do begin
            // Read before any assignment: the first iteration sees 0D.
            if [=OldestDate=] = 0D then
                OldestDate := CurrDate;
            if not First then
                if [=PrevNo=] <> '' then
                    Message(PrevNo);
            PrevNo := Format(CurrDate);
            First := false;
        end;
    end;
}
