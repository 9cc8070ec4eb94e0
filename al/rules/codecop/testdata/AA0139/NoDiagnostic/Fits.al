table 50210 "Fitting Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; Quantity; Decimal) { }
    }
}

codeunit 50211 "Fitting Demo"
{
    var
        Target: Text[10];

    procedure SameOrShorter(Value: Code[20]; Short: Text[5])
    var
        Item: Record "Fitting Item";
    begin
        Item."No." := Value;
        Item.Description := Short + ' ' + Short;
        Item."No." := 'ABCDEFGHIJKLMNOPQRST';
    end;

    procedure Cut(Value: Text)
    var
        Item: Record "Fitting Item";
    begin
        Item."No." := CopyStr(Value, 1, MaxStrLen(Item."No."));
        Item."No." := CopyStr(Value, 1, 20);
        Item.Description := PadStr(Value, 100);
        Item."No." := Format(Item.Quantity);
        Item."No." := UpperCase(Item."No.");
        Item."No." := CopyStr(Item."No.", 2);
        Item."No." := CopyStr(Value, 1, MaxStrLen(Item."No.") - 2) + '-1';
    end;

    procedure UnboundedTarget(Value: Text)
    var
        Unbounded: Text;
    begin
        Unbounded := Value + Value;
    end;

    procedure LocalShadowsGlobal(Value: Text[50])
    var
        Target: Text[50];
    begin
        Target := Value;
    end;

    procedure ReturnsUnbounded(Value: Text[250]): Text
    begin
        exit(Value);
    end;

    procedure ThroughFieldRef(Value: Text)
    var
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        RecRef.Open(Database::"Fitting Item");
        FldRef := RecRef.Field(1);
        FldRef.Value := Value;
    end;

    procedure UnknownTable(Value: Text)
    var
        Other: Record "Missing Table";
    begin
        Target := Other.Name;
        Target := Other.FieldName;
        Target := Other.TableCaption;
        Other.Name := Value;
    end;

    procedure UnknownProcedure(Value: Text)
    var
        Helper: Codeunit "Missing Helper";
    begin
        Target := Helper.Describe(Value);
    end;

    procedure TemporaryRecord(Value: Code[20])
    var
        TempItem: Record "Fitting Item" temporary;
    begin
        TempItem."No." := Value;
    end;

    procedure LabelWithMaxLength()
    var
        ShortLbl: Label 'Short', MaxLength = 10;
        LockedLbl: Label 'Locked', Locked = true;
    begin
        Target := ShortLbl;
        Target := LockedLbl;
    end;

    procedure ArrayElement(Values: array[2] of Text)
    begin
        Target := Values[1];
    end;

    procedure VarArgumentsThatFit(Value: Text[250])
    var
        Item: Record "Fitting Item";
        Short: Text[20];
    begin
        Fill(Short, Item."No.", Value);
        Helper(Value);
    end;

    local procedure Fill(var Text20: Text[20]; var Code10: Code[10]; Long: Text)
    begin
        Text20 := '';
        Code10 := '';
    end;

    local procedure Helper(Long: Text)
    begin
    end;

    procedure CompoundAssignment(Value: Text[5])
    begin
        Target += Value;
    end;

}

codeunit 50212 "Obsolete Demo"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    procedure Assign(Value: Text)
    var
        Short: Text[10];
    begin
        Short := Value;
    end;
}

interface "Fitting Describer"
{
    procedure Describe(): Text[10];
}
