table 50160 "Bin Slot"
{
    fields
    {
        field(1; "Bin Code"; Code[10]) { }
        field(2; "Slot No."; Integer) { }
    }
    keys
    {
        key(PK; "Bin Code", "Slot No.") { }
    }

    procedure TheImplicitRecord(BinCode: Code[10]; SlotNo: Integer): Boolean
    begin
        exit(Get(BinCode, SlotNo));
    end;
}

codeunit 50160 "Bin Slot Checks"
{
    procedure RecordRefs(Id: RecordId)
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Bin Slot");
        RecRef.Get(Id);
    end;

    procedure UnknownTable(BinCode: Code[10])
    var
        // The table is in no loaded app.
        Missing: Record "Missing Table";
    begin
        Missing.Get(BinCode, 1, 2, 3);
        Missing.Get();
    end;

    procedure UnknownArgumentType(var BinSlot: Record "Bin Slot")
    var
        Helper: Codeunit "Missing Helper";
    begin
        // It may return a RecordId.
        BinSlot.Get(Helper.Locate());
        BinSlot.Get('A', Helper.SlotNo());
    end;

    [Obsolete('Replaced by the new slot lookup', '25.0')]
    procedure ObsoleteLookup(BinCode: Code[10])
    var
        BinSlot: Record "Bin Slot";
    begin
        BinSlot.Get(BinCode);
    end;
}

codeunit 50161 "Old Bin Slot Checks"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Moved';
    ObsoleteTag = '25.0';

    procedure Lookup(BinCode: Code[10])
    var
        BinSlot: Record "Bin Slot";
    begin
        BinSlot.Get(BinCode);
    end;
}

page 50160 "Bin Slots"
{
    SourceTable = "Bin Slot";
    SourceTableTemporary = true;

    trigger OnOpenPage()
    begin
        Rec.Get('A', 1);
    end;
}
