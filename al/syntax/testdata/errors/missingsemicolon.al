codeunit 50300 "Missing Semicolon"
{
    procedure A()
    var
        I: Integer;
    begin
        I := 1
        I := 2;
        Message('after');
    end;

    procedure B()
    begin
    end;
}
