table 50240 "Pallet"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [="Gross Weight"=]; Decimal) { }
        field(3; Height; Decimal) { }
    }
}

table 50241 "Pallet Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [="Net Weight"=]; Decimal) { }
        field(3; height; Decimal) { }
    }

    procedure FromPallet(Pallet: Record Pallet)
    begin
        [=TransferFields(Pallet)=];
    end;
}

codeunit 50240 "Pallet Archiving"
{
    procedure Archive(Pallet: Record Pallet; SkipTypes: Boolean) PalletArchive: Record "Pallet Archive"
    begin
        // Skipping the fields whose types do not fit keeps those whose names differ.
        [=PalletArchive.TransferFields(Pallet, true, SkipTypes)=];
    end;
}
