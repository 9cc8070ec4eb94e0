codeunit 50101 "AA0008 Crlf"
{
    procedure Run()
    var
        Cust: Record Customer;
    begin
        if not [=Cust.FindLast=] then
            [=Cust.Init=];
    end;
}
