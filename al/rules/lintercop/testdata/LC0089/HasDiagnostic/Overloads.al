codeunit 50190 "LC0089 Overloads"
{
    procedure [=Total=](n: Integer): Integer
    begin
        exit(Total(n, 0));
    end;

    procedure [=Total=](n: Integer; acc: Integer): Integer
    begin
        if n = 0 then
            exit(acc);
        exit(n + acc);
    end;

    procedure [=Caller=]()
    begin
        Helper();
    end;

    local procedure [=Helper=]()
    begin
        Message('x');
    end;
}
