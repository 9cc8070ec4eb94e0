codeunit 50221 "Shelf Counter"
{
    Access = Internal;

    procedure Count(): Integer
    begin
        exit(0);
    end;
}

codeunit 50222 "Shelf Counter User"
{
    procedure Use(): Integer
    var
        Counter: Codeunit "Shelf Counter";
    begin
        exit(Counter.Count());
    end;
}
