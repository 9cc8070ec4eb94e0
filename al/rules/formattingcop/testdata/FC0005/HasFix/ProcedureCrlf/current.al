codeunit 50114 "FC0005 Fix Crlf"
{
    procedure SetLimit(Limit: Decimal)
    begin
    end;

    procedure Run()
    begin
        if true then
            [=SetLimit := 10 * 2=]
        else
            SetLimit(0);
    end;
}
