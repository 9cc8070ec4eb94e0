enum 50220 "Box Size"
{
    value(0; Small) { }
}

enum 50221 "Box History Size"
{
    value(0; Small) { }
}

table 50220 "Box"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Label; Code[10]) { }
        field(3; Description; Code[50]) { }
        field(4; Size; Enum "Box Size") { }
        field(5; Count; Integer) { }
        field(6; "Big Count"; Integer) { }
        field(7; Status; Option) { OptionMembers = Open,Closed; }
        field(8; Stamp; DateTime) { }
        field(9; "Size No."; Enum "Box Size") { }
        field(10; "Total Weight"; Decimal) { FieldClass = FlowField; CalcFormula = sum("Box Line".Weight where("Box No." = field("No."))); }
        field(11; "Old Code"; Integer) { ObsoleteState = Removed; ObsoleteReason = 'Not used'; ObsoleteTag = '24.0'; }
        // The platform copies ordinals between Option, Enum and Integer fields.
        field(12; "Old Size"; Enum "Box Size") { }
        field(13; "History Size"; Enum "Box Size") { }
    }
}

table 50221 "Box History"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Label; Code[20]) { }
        field(3; Description; Text[50]) { }
        field(4; Size; Enum "Box Size") { }
        field(5; Count; Decimal) { }
        field(6; "Big Count"; BigInteger) { }
        field(7; Status; Option) { OptionMembers = Open,Closed,Archived; }
        field(8; Stamp; DateTime) { }
        field(9; "Size No."; Integer) { }
        field(12; "Old Size"; Option) { OptionMembers = Small; }
        field(13; "History Size"; Enum "Box History Size") { }
        field(10; "Total Weight"; Integer) { }
        field(11; "Old Code"; Code[20]) { }
    }
}

table 50222 "Box Line"
{
    fields
    {
        field(1; "Box No."; Code[20]) { }
        field(2; Weight; Decimal) { }
    }
}

table 50223 "Box Key"
{
    fields
    {
        field(1; "Key"; Integer) { }
        field(2; Label; Code[10]) { }
    }
}

codeunit 50220 "Box History Mgt."
{
    var
        // A global of another table; the local below shadows it.
        Source: Record "Box Key";

    procedure Archive(Box: Record Box)
    var
        BoxHistory: Record "Box History";
    begin
        BoxHistory.TransferFields(Box);
        BoxHistory.TransferFields(Box, true, false);
    end;

    procedure Shadowed()
    var
        Source: Record Box;
        BoxHistory: Record "Box History";
    begin
        BoxHistory.TransferFields(Source);
    end;

    procedure SkipMismatches(BoxHistory: Record "Box History"; SkipThem: Boolean)
    var
        Box: Record Box;
    begin
        Box.TransferFields(BoxHistory, true, true);
        // The platform may skip the fields that do not fit.
        Box.TransferFields(BoxHistory, true, SkipThem);
    end;

    procedure KeepPrimaryKey(var Box: Record Box; BoxKey: Record "Box Key")
    begin
        // Without InitPrimaryKeyFields the key of Box is kept: field 1 is not copied.
        Box.TransferFields(BoxKey, false);
    end;

    procedure UnknownTables(var Box: Record Box; Missing: Record "Missing Box")
    begin
        Box.TransferFields(Missing);
        Missing.TransferFields(Box);
    end;

    procedure NotTheBuiltIn(Box: Record Box; BoxHistory: Record "Box History")
    var
        Copier: Codeunit "Box Copier";
    begin
        Copier.TransferFields(BoxHistory, Box);
    end;
}

codeunit 50221 "Box Copier"
{
    procedure TransferFields(From: Record "Box History"; var "To": Record Box)
    begin
    end;
}
