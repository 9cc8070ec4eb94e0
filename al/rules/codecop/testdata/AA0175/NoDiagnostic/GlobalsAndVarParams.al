codeunit 50205 "Not Local Records"
{
    var
        Item: Record Item;

    procedure Exists(var Customer: Record Customer): Boolean
    begin
        exit(Customer.FindFirst());
    end;

    procedure ItemExists(): Boolean
    begin
        exit(Item.FindFirst());
    end;

    procedure ByKey(): Boolean
    var
        Vendor: Record Vendor;
    begin
        exit(Vendor.Get('10000'));
    end;
}
