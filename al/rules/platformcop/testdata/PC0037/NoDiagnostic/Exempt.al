table 50410 "Exempt Line"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Quantity; Decimal)
        {
            trigger OnValidate()
            begin
                Quantity := Round(Quantity, 1);
                Rec.Quantity := Round(Rec.Quantity, 1);
                this.Quantity := Round(this.Quantity, 1);
            end;
        }
        field(3; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Exempt Line".Quantity);

            trigger OnValidate()
            begin
            end;
        }
        field(4; Price; Decimal)
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Use Quantity';

            trigger OnValidate()
            begin
            end;
        }
        field(5; Note; Text[50]) { }
    }
}

table 50411 "Exempt Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()
            begin
            end;
        }
    }
}

table 50412 "Exempt CRM Contact"
{
    TableType = CRM;
    ExternalName = 'contact';

    fields
    {
        field(1; ContactId; Guid) { }
        field(2; FullName; Text[160])
        {
            trigger OnValidate()
            begin
            end;
        }
    }
}

tableextension 50413 "Exempt Line Ext" extends "Exempt Line"
{
    fields
    {
        modify(Note)
        {
            trigger OnBeforeValidate()
            begin
                Rec.Note := DelChr(Rec.Note, '<>');
            end;
        }
    }
}

page 50414 "Exempt Line Card"
{
    PageType = Card;
    SourceTable = "Exempt Line";

    layout
    {
        area(Content)
        {
            field(QuantityControl; Rec.Quantity)
            {
                trigger OnValidate()
                begin
                    Rec.Quantity := Round(Rec.Quantity, 1);
                    Quantity := Round(Quantity, 1);
                end;
            }
        }
    }
}

pageextension 50415 "Exempt Line Card Ext" extends "Exempt Line Card"
{
    layout
    {
        modify(QuantityControl)
        {
            trigger OnAfterValidate()
            begin
                Rec.Quantity := Round(Rec.Quantity, 1);
            end;
        }
    }
}

page 50416 "Exempt Line Buffer"
{
    PageType = List;
    SourceTable = "Exempt Line";
    SourceTableTemporary = true;

    trigger OnOpenPage()
    begin
        Rec.Quantity := 1;
    end;
}

codeunit 50417 "Exempt Writer"
{
    var
        Line: Record "Exempt Line";

    procedure Write(var TempLine: Record "Exempt Line" temporary; Buffer: Record "Exempt Buffer")
    var
        Contact: Record "Exempt CRM Contact";
        Unknown: Record "Missing Table";
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        TempLine.Quantity := 1;
        Buffer."No." := 'B1';
        Contact.FullName := 'Name';
        Unknown.Quantity := 1;
        Line.Validate(Quantity, 2);
        RecRef.GetTable(Line);
        FldRef := RecRef.Field(2);
        FldRef.Value := 3;
    end;

    procedure Shadowed()
    var
        Line: Record "Exempt Line" temporary;
    begin
        Line.Quantity := 4;
    end;
}

codeunit 50418 "Exempt Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    procedure Write(var Line: Record "Exempt Line")
    begin
        Line.Quantity := 1;
    end;
}
