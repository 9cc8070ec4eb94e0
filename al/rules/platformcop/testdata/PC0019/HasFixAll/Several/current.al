codeunit 50191 "PC0019 Fix All"
{
    procedure Filter(var Customer: Record Customer; var Vendor: Record Vendor)
    begin
        Customer.SetFilter(Name, [='<>'''=]);
        Vendor.SetFilter(Name, [='<>'''=]);
        Vendor.SetFilter("Name 2", '%1|%2', [='<>'''=], 'X');
    end;
}
