codeunit 50101 "FC0003 Crlf"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        if not [=Cust.FindLast=] then
            [=Cust.Init=];
    end;
}
