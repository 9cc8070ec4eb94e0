namespace Own.Sales;

using Base.Sales;

codeunit 50170 "Own Missing"
{
    var
        Posting: [=Codeunit "Sales-Pst"=];

    procedure Use(Customer: [=Record Custmer=]): [=Enum "Document Kinds"=]
    var
        Lines: List of [[=Record "Sales Lines"=]];
        Map: Dictionary of [Code[20], Dictionary of [Integer, [=Codeunit "Sales Psting"=]]];
        Card: [=Page "Customer Cards"=];
        CardTest: [=TestPage "Customer Crad"=];
        InvoiceTest: [=TestRequestPage "Sales Invoices"=];
        Kind: Enum "Document Kind";
    begin
        Kind := Enum::[="Document Kinds"=]::Quote;
        if Kind = Enum::[=DocumentKind=]::Order then;
        if Enum::[="Document Kinds"=].Names().Count() = 0 then;
    end;
}

table 50170 "Own Missing Table"
{
    fields
    {
        field(1; Kind; [=Enum "No Such Kind"=]) { }
    }
}

// An extension's missing target is AL0247, not AL0185.
tableextension 50170 "Own Missing Ext" extends "Custmer"
{
}

page 50170 "Own Missing Page"
{
    SourceTable = [="No Such Table"=];
}
