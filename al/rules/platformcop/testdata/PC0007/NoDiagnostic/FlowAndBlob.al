table 50072 "Bin Content"
{
    fields
    {
        field(1; "Bin Code"; Code[20]) { }
        field(2; Label; Blob) { }
        field(3; "Quantity on Bin"; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = count("Bin Content" where("Bin Code" = field("Bin Code")));
        }
    }

    procedure Load()
    begin
        SetAutoCalcFields("Quantity on Bin", Label);
    end;
}

tableextension 50072 "Bin Content Ext" extends "Bin Content"
{
    fields
    {
        field(50000; "Total Bins"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("Bin Content");
        }
    }
}

codeunit 50072 "Bin Reader"
{
    procedure Read(var Customer: Record Customer)
    var
        Content: Record "Bin Content";
    begin
        Content.SetAutoCalcFields(Content."Quantity on Bin", Content.Label, Content."Total Bins");
        Content.SetAutoCalcFields();
        Customer.SetAutoCalcFields(Customer.Balance, Customer."No.");
    end;
}
