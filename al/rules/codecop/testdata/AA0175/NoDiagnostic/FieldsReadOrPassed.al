codeunit 50204 "Records Used"
{
    procedure Read(): Text
    var
        Customer: Record Customer;
        Vendor: Record Vendor;
    begin
        Customer.SetRange(Blocked, Customer.Blocked::" ");
        if Customer.FindFirst() then
            exit(Customer.Name);
        if Vendor.FindLast() then
            Show(Vendor);
    end;

    local procedure Show(Vendor: Record Vendor)
    begin
    end;
}
