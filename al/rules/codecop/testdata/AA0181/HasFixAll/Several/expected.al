codeunit 50185 "AA0181 Fix All"
{
    procedure Names(): Text
    var
        Cust: Record Customer;
        Vend: Record Vendor;
    begin
        if Cust.FindFirst() and Vend.FindFirst() then
            exit(Cust.Name + Vend.Name);
    end;
}
