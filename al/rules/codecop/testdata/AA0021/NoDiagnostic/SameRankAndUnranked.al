codeunit 50389 "Equal Ranks"
{
    procedure Run()
    var
        Vendor: Record Vendor;
        Customer: Record Customer;
        Amount: Decimal;
        Item: Record Item;
        SalesPost: Codeunit "Sales-Post";
        // a Record after a Codeunit here would be out of order:
        // Later: Record "Sales Header";
        Json: JsonObject;
        CustomerCard: Page "Customer Card";
    begin
    end;
}
