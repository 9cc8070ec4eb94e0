namespace Own.Sales;

using Base.Sales;

tableextension 50112 "Own Customer Members" extends Customer
{
    fields
    {
        field(50112; "Own Field"; Code[10]) { }
    }

    procedure OwnCheck(): Boolean
    begin
        exit(true);
    end;
}

codeunit 50112 "Own Member Traps"
{
    procedure Use(var SalesHeader: Record "Sales Header")
    var
        Customer: Record Customer;
        TempCustomer: Record Customer temporary;
        Customers: array[2] of Record Customer;
        Posting: Codeunit "Own Member Traps";
        Card: Page "Customer Card";
        Invoice: Report "Sales Invoice";
        Objects: Record AllObjWithCaption;
        Unknown: Codeunit "Not Loaded Codeunit";
        Kind: Enum "Document Kind";
    begin
        // Fields of the table and of extensions, system fields, names that
        // differ in case, quoted names, a field named like a built-in.
        Customer.name := Customer."No.";
        Customer."Own Field" := TempCustomer."OWN FIELD";
        if IsNullGuid(Customer.SystemId) then
            Customer.Count := Customer.Count();
        // Procedures of the table, its extensions, built-ins; overloads.
        if Customer.CheckCredit() and Customer.OwnCheck() then
            Customer.Modify(true);
        Customers[1].Name := 'x';
        Posting.Use(SalesHeader);
        Posting.Run();
        Card.SetSelection('x');
        Card.SetRecord(Customer);
        Invoice.UseRequestPage(false);
        // Receivers whose object is not loaded (a System table, a missing
        // codeunit) and types AL0132 does not check.
        Objects."Object Caption" := '';
        Unknown.DoSomething();
        if Kind.AsInteger() = 0 then;
        with Customer do
            Anything := 1;
    end;
}
