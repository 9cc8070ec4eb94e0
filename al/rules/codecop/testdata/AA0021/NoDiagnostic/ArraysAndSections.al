codeunit 50150 "Ordered By Type"
{
    var
        Customer: Record Customer;
        Vendors: array[2] of Record Vendor;
        CustomerList: Page "Customer List";

    procedure Local()
    var
        Item: Record Item;
        Ref: RecordRef;
        FRef: FieldRef;
    begin
    end;

    procedure Other()
    var
        Builder: FilterPageBuilder;
    begin
        // Builder: FilterPageBuilder; Item: Record Item;
    end;
}
