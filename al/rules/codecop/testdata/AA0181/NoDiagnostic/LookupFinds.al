codeunit 50206 "Finds Without Loops"
{
    procedure Lookups(): Boolean
    var
        Customer: Record Customer;
        Vendor: Record Vendor;
    begin
        Customer."No." := '10000';
        if Customer.Find() then
            exit(true);
        if Customer.Find('=') then
            exit(true);
        if Vendor.FindFirst() then
            exit(true);
    end;
}
