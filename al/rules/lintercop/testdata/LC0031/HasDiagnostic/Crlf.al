codeunit 50121 "LC0031 Crlf"
{
    procedure Post(var SalesHeader: Record "Sales Header")
    begin
        [=SalesHeader.LockTable()=];
    end;
}
