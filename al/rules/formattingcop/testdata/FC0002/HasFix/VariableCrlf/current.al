codeunit 50176 "FC0002 Fix Crlf"
{
    procedure Run(): Integer
    var
        TotalAmount: Integer;
    begin
        [=totalamount=] := 1;
        exit(TotalAmount);
    end;
}
