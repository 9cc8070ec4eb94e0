codeunit 50185 "AA0181 Fix All"
{
    procedure Names(): Text
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        if [=Cust.FindSet()=] and [=Vend.Find('-')=] then
            exit(Cust.Name + Vend.Name);
    end;
}
