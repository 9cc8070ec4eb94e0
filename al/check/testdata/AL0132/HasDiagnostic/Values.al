namespace Own.Values;

using Base.Sales;

codeunit 50470 "Value Checks"
{
    procedure Run(var Line: Record "Gen. Journal Line")
    var
        DocType: Enum "Sales Document Type";
        Kind: Option Open,Closed;
    begin
        DocType := Enum::"Sales Document Type"::[|Quotes|];
        DocType := "Sales Document Type"::[|Ordr|];
        Line."Document Type" := Line."Document Type"::[|Invoice|];
        if Line."Account Type" = Line."Account Type"::[|Postings|] then;
        Line."Account Type" := Line."Account Type"::[|"GL Account"|];
        Kind := Kind::[|Pending|];
        if Line."Blank First" = Line."Blank First"::[|Sales|] then;
    end;
}
