table 50260 "Crate Slot"
{
    fields
    {
        field(1; "Slot Code"; Code[20]) { }
        field(2; "Slot Weight"; Decimal) { }
        #pragma warning disable PC0021
        field(3; Colour; Text[20]) { }
        #pragma warning restore PC0021
        field(4; "Old Name"; Integer) { ObsoleteState = Removed; ObsoleteReason = 'Not used'; ObsoleteTag = '24.0'; }
        field(5; "Slot Total"; Decimal) { FieldClass = FlowField; CalcFormula = sum("Crate Slot".Height); }
        field(6; Height; Decimal) { }
    }
}

table 50261 "Crate Slot Copy"
{
    fields
    {
        field(1; "Copy Code"; Code[20]) { }
        field(2; "slot weight"; Decimal) { }
        field(3; Color; Text[20]) { }
        field(4; "New Name"; Integer) { }
        field(5; "Copy Total"; Decimal) { }
        field(6; "Height"; Decimal) { }
    }
}

codeunit 50260 "Crate Slot Copying"
{
    var
        // A global of another table; the local below shadows it.
        CrateSlotCopy: Record Customer;

    procedure Copy(CrateSlot: Record "Crate Slot")
    var
        CrateSlotCopy: Record "Crate Slot Copy";
    begin
        // Field 1 is the key of the target, kept without InitPrimaryKeyFields.
        CrateSlotCopy.TransferFields(CrateSlot, false);
    end;

    procedure CopySkipping(CrateSlot: Record "Crate Slot"; var CrateSlotCopy: Record "Crate Slot Copy")
    begin
        // ALCops leaves calls with SkipFieldsNotMatchingType = true alone.
        CrateSlotCopy.TransferFields(CrateSlot, true, true);
    end;

    procedure Unknown(CrateSlot: Record "Crate Slot"; var Missing: Record "Missing Slot")
    begin
        Missing.TransferFields(CrateSlot);
    end;
}
