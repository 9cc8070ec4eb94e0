codeunit 50288 "Next After Sets"
{
    procedure Loops()
    var
        Customer: Record Customer;
        Vendor: Record Vendor;
    begin
        if Customer.FindSet() then
            repeat
            until Customer.Next() = 0;
        Vendor.FindFirst();
        Vendor.SetRange(Blocked, Vendor.Blocked::" ");
        Vendor.FindSet();
        repeat
        until Vendor.Next() = 0;
    end;
}
