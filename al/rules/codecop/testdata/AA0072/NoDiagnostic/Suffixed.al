codeunit 50100 "My Codeunit"
{
    var
        Customer: Record Customer;
        SalesManagement: Codeunit "Sales Management";
        GLEntry: Record "G/L Entry";
        NoSeries: Record "No. Series";
        QualifiedCustomer: Record Microsoft.Sales.Customer.Customer;

    procedure Run(SalesHeader: Record "Sales Header"; var TempSalesLine: Record "Sales Line" temporary)
    var
        OldCustomer2: Record Customer;
        salesheader2: Record "Sales Header";
        CustomerCard: Page "Customer Card";
        CustomerList: Report "Customer - List";
        // Other types and objects named by id are not checked.
        Counter: Integer;
        Name: Text[50];
        ById: Record 18;
        Status: Enum "Sales Document Type";
        Handler: Interface "My Interface";
    begin
#pragma warning disable AA0072
#pragma warning restore AA0072
    end;

    // A subscriber's parameter names follow the publisher's.
    [EventSubscriber(ObjectType::Table, Database::Customer, OnAfterInsertEvent, '', false, false)]
    local procedure OnAfterInsertCustomer(var Rec: Record Customer; RunTrigger: Boolean)
    begin
    end;
}

codeunit 50101 "Pragma"
{
#pragma warning disable AA0072
    var
        Cust: Record Customer;
#pragma warning restore AA0072
}
