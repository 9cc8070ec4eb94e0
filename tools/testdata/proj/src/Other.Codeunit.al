codeunit 50101 "Fixture Other"
{
    procedure Go()
    BEGIN
        Message('Dürnstein'); BEGIN
    end;
    end;
}
