codeunit 50133 "Fix All"
{
    procedure FirstAndLast(b: Integer): Integer
    begin
        exit(b);
    end;

    procedure All()
    begin
    end;

    procedure MiddleTwo(a: Integer; d: Integer): Integer
    begin
        exit(a + d);
    end;

    procedure LastTwo(a: Integer): Integer
    begin
        exit(a);
    end;
}
