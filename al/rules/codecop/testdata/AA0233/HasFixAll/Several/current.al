codeunit 50237 "AA0233 Fix All"
{
    procedure Loop()
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        if [=Cust.FindFirst()=] then
            repeat
                Cust.Mark(true);
            until Cust.Next() = 0;
        if [=Vend.FindFirst()=] then
            repeat
                Vend.Mark(true);
            until Vend.Next() = 0;
    end;
}
