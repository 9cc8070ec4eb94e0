namespace Own.Sales;

using Base.Sales;

codeunit 50110 "Own Members"
{
    procedure Use(var SalesHeader: Record "Sales Header")
    var
        Customer: Record Customer;
        Posting: Codeunit "Own Helper";
        Card: Page "Customer Card";
        Invoice: Report "Sales Invoice";
    begin
        Customer.[=Naem=] := 'x';
        if Customer.[=CheckCredits=]() then
            Customer.[=Modfy=]();
        SalesHeader.SetRange("No.", Customer.[="Own Fld"=]);
        SalesHeader.[="Report Key"=] := 1;
        Posting.[=Pst=]();
        Card.[=SetSelections=]('x');
        Invoice.[=Lines=].SetRange("No.", '1');
    end;
}

codeunit 50111 "Own Helper"
{
    procedure Post()
    begin
    end;
}

codeunit 50114 "Own Enum Members"
{
    procedure Use(Kind: Enum "Document Kind"): Integer
    begin
        exit(Kind.[=AsInt=]());
    end;
}
