codeunit 50135 "PC0003 Fix Crlf"
{
    procedure Run(Limit: Decimal)
    var
        Cust: Record Customer;
    begin
        Cust.SetFilter(Amount, '>=%1',
            Limit);
    end;
}
