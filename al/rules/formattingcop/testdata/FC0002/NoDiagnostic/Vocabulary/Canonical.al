table 50303 "FC0002 Canonical Table"
{
    Caption = 'FC0002 Canonical Table';
    DataClassification = CustomerContent;
    DrillDownPageId = "FC0002 Canonical List";
    DataCaptionFields = "No.", Description;

    fields
    {
        field(1; "No."; Code[20])
        {
            Caption = 'No.', Comment = 'The number', Locked = false;
        }
        field(2; Description; Text[100]) { }
        field(3; Status; Enum "FC0002 Canonical Status")
        {
            AccessByPermission = table "FC0002 Canonical Table" = R;
        }
        field(4; "Line Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count("FC0002 Canonical Table" where("No." = field("No.")));
        }
        field(5; Picture; Blob) { Subtype = Bitmap; }
    }

    fieldgroups
    {
        fieldgroup(DropDown; "No.", Description) { }
    }

    trigger OnInsert()
    begin
    end;
}

enum 50304 "FC0002 Canonical Status"
{
    Extensible = true;

    value(0; Open) { }
    value(1; Released) { }
}

page 50305 "FC0002 Canonical List"
{
    PageType = List;
    SourceTable = "FC0002 Canonical Table";
    UsageCategory = Lists;
    ApplicationArea = All;

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field(Quantity; CalQtyOnHand) { }
            }
        }
    }

    var
        CalQtyOnHand: Decimal;
        Greeting: Label 'Hello', MaxLength = 20;
        Kind: ObjectType;
        State: Enum "FC0002 Canonical Status";

    trigger OnOpenPage()
    begin
        Kind := ObjectType::XmlPort;
        State := Enum::"FC0002 Canonical Status"::Open;
        State := "FC0002 Canonical Status"::Released;
        Message(Greeting);
    end;
}
