codeunit 50235 "AA0233 Fix"
{
    procedure Loop()
    var
        Cust: Record Customer;
    begin
        if [=Cust.FindFirst()=] then
            repeat
                Cust.Mark(true);
            until Cust.Next() = 0;
    end;
}
