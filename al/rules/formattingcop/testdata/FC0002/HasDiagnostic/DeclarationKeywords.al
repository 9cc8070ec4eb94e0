[=CODEUNIT=] 50101 "Casing Declarations"
{
    [=Var=]
        Counter: Integer;

    [=Local=] [=Procedure=] Bump()
    begin
        Counter += 1;
    end;

    [=Trigger=] OnRun()
    begin
        Bump();
    end;
}
