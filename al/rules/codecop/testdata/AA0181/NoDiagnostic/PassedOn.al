codeunit 50207 "Loops Elsewhere"
{
    var
        Item: Record Item;

    procedure Start(var Customer: Record Customer)
    var
        Vendor: Record Vendor;
    begin
        Customer.FindSet();
        Item.FindSet();
        if Vendor.FindSet() then
            Loop(Vendor);
    end;

    local procedure Loop(var Vendor: Record Vendor)
    begin
        repeat
        until Vendor.Next() = 0;
    end;
}
