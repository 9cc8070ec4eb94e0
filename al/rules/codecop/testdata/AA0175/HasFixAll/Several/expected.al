codeunit 50179 "AA0175 Fix All"
{
    procedure Check(): Boolean
    var
        Cust: Record Customer;
        Vend: Record Vendor;
        Found: Boolean;
    begin
        Found := not Vend.IsEmpty();
        if not Cust.IsEmpty() then
            exit(Found);
    end;
}
