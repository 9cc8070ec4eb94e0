table 50300 "FC0002 Vocab Table"
{
    [=CAPTION=] = 'FC0002 Vocab Table';
    DataClassification = [=customercontent=];
    [=DrillDownPageID=] = [="fc0002 vocab list"=];
    DataCaptionFields = [="NO."=], Description;

    fields
    {
        field(1; "No."; [=CODE=][20])
        {
            Caption = 'No.', [=comment=] = 'The number', [=LOCKED=] = false;
        }
        field(2; Description; [=text=][100]) { }
        field(3; Status; [=ENUM=] "FC0002 Status")
        {
            ObsoleteState = [=PENDING=];
            ObsoleteReason = 'Replaced';
            AccessByPermission = [=TABLE=] [="FC0002 VOCAB TABLE"=] = R;
        }
        field(4; "Line Count"; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count([="FC0002 VOCAB TABLE"=] where([="no."=] = field([="NO."=])));
        }
    }

    fieldgroups
    {
        fieldgroup(DropDown; [="no."=], [=DESCRIPTION=]) { }
    }

    trigger [=ONINSERT=]()
    begin
    end;
}

enum 50301 "FC0002 Status"
{
    Extensible = true;

    value(0; Open) { }
    value(1; Released) { }
}

page 50302 "FC0002 Vocab List"
{
    [=pagetype=] = List;
    SourceTable = [="FC0002 VOCAB TABLE"=];
    UsageCategory = [=LISTS=];

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.") { }
                field(Quantity; [=CALQtyOnHand=]) { }
            }
        }
    }

    var
        CalQtyOnHand: Decimal;
        Greeting: [=LABEL=] 'Hello', [=MAXLENGTH=] = 20;

    trigger OnOpenPage()
    var
        Kind: ObjectType;
        State: Enum "FC0002 Status";
    begin
        Kind := ObjectType::[=xmlport=];
        State := Enum::"FC0002 Status"::[=OPEN=];
        State := "FC0002 Status"::[=released=];
        Message(Greeting);
    end;
}
