codeunit 50243 "Modify Not Judged"
{
    var
        Item: Record Item;

    procedure Globals(var Customer: Record Customer)
    begin
        Item.Get('1000');
        Item.Modify();
        Customer.Get('10000');
        Customer.Modify();
    end;

    procedure Passed()
    var
        Vendor: Record Vendor;
    begin
        Vendor.Get('20000');
        Update(Vendor);
        Vendor.Modify();
    end;

    local procedure Update(var Vendor: Record Vendor)
    begin
        Vendor.Name := 'x';
    end;
}
