table 50400 "Validated Line"
{
    fields
    {
        field(1; "Document No."; Code[20]) { }
        field(2; Quantity; Decimal)
        {
            trigger OnValidate()
            begin
                Amount := Quantity * "Unit Price"; // a table naming its own field bare: not reported
                Rec.[="Unit Price"=] := 0;
            end;
        }
        field(3; "Unit Price"; Decimal)
        {
            trigger OnValidate()
            begin
                xRec.[="Unit Price"=] := 0;
            end;
        }
        field(4; Amount; Decimal)
        {
            trigger OnValidate()
            begin
            end;
        }
        field(5; Description; Text[100]) { }
    }
}

tableextension 50401 "Validated Line Ext" extends "Validated Line"
{
    fields
    {
        modify(Description)
        {
            trigger OnAfterValidate()
            begin
            end;
        }
    }
}

codeunit 50402 "Validated Line Writer"
{
    procedure Write(var Line: Record "Validated Line")
    var
        OtherLine: Record "Validated Line";
    begin
        Line.Init();
        Line.[=Quantity=] := 5;
        Line.[=Quantity=] += 1;
        Line.[=Description=] := 'Changed';
        Line.[="Document No."=] := 'D1';
        OtherLine.[="Unit Price"=] := 10;
        Line.Insert(true);
    end;
}
