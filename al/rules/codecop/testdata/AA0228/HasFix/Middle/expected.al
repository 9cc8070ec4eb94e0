codeunit 50143 "Fix Middle"
{
    procedure A()
    begin
    end;

    procedure C()
    begin
    end;
}
