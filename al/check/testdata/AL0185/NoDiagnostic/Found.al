namespace Own.Sales;

using Base.Sales;

codeunit 50171 "Own Found"
{
    var
        Objects: Record AllObjWithCaption;
        Helper: Codeunit "Type Helper System";
        Self: Codeunit "Own Found";
        ById: Record 18;
        Qualified: Record Base.Sales.Customer;
        Kinds: List of [Enum "Document Kind"];
        Sender: Interface "Document Sender";

    procedure Use(var Customer: Record Customer temporary): Record "Sales Header"
    var
        Card: Page "Customer Card";
        Invoice: Report "Sales Invoice";
        Own: Record "Own Found Table";
        CardTest: TestPage "customer card";
        InvoiceTest: TestRequestPage "Sales Invoice";
        Kind: Enum "Document Kind";
    begin
        Kind := Enum::"Document Kind"::Quote;
        Kind := Enum::"document kind"::order;
        Kind := Enum::Base.Sales."Document Kind"::Quote;
        Kind := Enum::"Document Kind".FromInteger(Enum::"Document Kind".Ordinals().Get(1));
        if Enum::Base.Sales."Document Kind".Names().Count() = 0 then;
        Kind := "Document Kind"::Quote;
        Own.Kind := Own.Kind::Order;
    end;
}

table 50171 "Own Found Table"
{
    fields
    {
        field(1; Kind; Enum "Document Kind") { }
    }
}

tableextension 50171 "Own Found Ext" extends Customer
{
}

page 50171 "Own Found Page"
{
    SourceTable = Customer;
}

page 50172 "Own Found Page Id"
{
    SourceTable = 18;
}
