codeunit 50242 "Modify After Change"
{
    procedure Change()
    var
        Customer: Record Customer;
        Vendor: Record Vendor;
        Item: Record Item;
    begin
        if Customer.Get('10000') then begin
            Customer.Name := 'New';
            Customer.Modify();
        end;
        if Vendor.FindFirst() then begin
            Vendor.Validate(Name, 'New');
            Vendor.Modify(true);
        end;
        Item.Init();
        Item.Modify();
    end;
}
