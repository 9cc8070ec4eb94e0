namespace Own.Values;

using Base.Sales;

enumextension 50471 "Own Doc Types" extends "Sales Document Type"
{
    value(50470; "Blanket Quote") { }
}

table 50471 "Own Line"
{
    fields
    {
        field(1; Status; Option) { OptionMembers = Open,"In Progress",Closed; }
        field(2; Unknown; Option) { }
    }
}

codeunit 50471 "Value Fine"
{
    procedure Run(var Line: Record "Gen. Journal Line"; var Own: Record "Own Line")
    var
        DocType: Enum "Sales Document Type";
        Kind: Option Open,Closed;
        Other: Record "Not Loaded Table";
        Foreign: Enum "Not Loaded Enum";
    begin
        DocType := Enum::"Sales Document Type"::Quote;
        DocType := "Sales Document Type"::"Order";
        DocType := "Sales Document Type"::order;
        DocType := DocType::"Credit Memo";
        DocType := "Sales Document Type"::"Blanket Quote";
        Line."Document Type" := Line."Document Type"::"Blanket Quote";
        if Line."Account Type" = Line."Account Type"::"G/L Account" then;
        if Line."Account Type" = Line."Account Type"::"bank account" then;
        if Line."Blank First" = Line."Blank First"::" " then;
        if Line."Blank First" = Line."Blank First"::Purchase then;
        Kind := Kind::Closed;
        Own.Status := Own.Status::"In Progress";
        if Own.Unknown = Own.Unknown::Anything then;
        Other.Field := Other.Field::Anything;
        Foreign := Foreign::Anything;
        Foreign := Enum::"Not Loaded Enum"::Anything;
        with Line do
            "Account Type" := "Account Type"::Nothing;
    end;
}
