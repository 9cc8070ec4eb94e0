enum 50140 "Parcel Kind"
{
    value(0; Box) { }
    value(1; Envelope) { }
}

enum 50141 "Carrier Kind"
{
    value(0; Road) { }
}

table 50140 "Parcel"
{
    fields
    {
        field(1; Kind; Enum "Parcel Kind") { }
        field(2; "Parcel No."; Code[20]) { }
    }
    keys
    {
        key(PK; Kind, "Parcel No.") { }
    }
}

table 50141 "Parcel Label"
{
    fields
    {
        field(1; "Label Code"; Code[10]) { }
        field(2; "Copy No."; Integer) { }
        field(3; Status; Option)
        {
            OptionMembers = Open,Printed;
        }
    }
    keys
    {
        key(PK; "Label Code", "Copy No.") { }
    }
}

table 50142 "Parcel Scan"
{
    fields
    {
        field(1; Status; Option)
        {
            OptionMembers = Open,Printed;
        }
        field(2; "Scan No."; Integer) { }
    }
    keys
    {
        key(PK; Status, "Scan No.") { }
    }
}

codeunit 50140 "Parcel Lookups"
{
    procedure LongerCode(LabelCode: Code[20])
    var
        ParcelLabel: Record "Parcel Label";
    begin
        [=ParcelLabel.Get(LabelCode, 1)=];
    end;

    procedure LongerText(LabelText: Text[50])
    var
        ParcelLabel: Record "Parcel Label";
    begin
        [=ParcelLabel.Get(LabelText, 1)=];
    end;

    procedure CodeForInteger(LabelCode: Code[10]; CopyCode: Code[10])
    var
        ParcelLabel: Record "Parcel Label";
    begin
        [=ParcelLabel.Get(LabelCode, CopyCode)=];
    end;

    procedure IntegerForCode(Number: Integer)
    var
        ParcelLabel: Record "Parcel Label";
    begin
        [=ParcelLabel.Get(Number, Number)=];
    end;

    procedure CodeForEnum(ParcelNo: Code[20])
    var
        Parcel: Record Parcel;
    begin
        [=Parcel.Get(ParcelNo, ParcelNo)=];
    end;

    procedure OtherEnum(ParcelNo: Code[20])
    var
        Parcel: Record Parcel;
        CarrierKind: Enum "Carrier Kind";
    begin
        [=Parcel.Get(CarrierKind, ParcelNo)=];
    end;

    procedure OtherEnumValue(ParcelNo: Code[20])
    var
        Parcel: Record Parcel;
    begin
        [=Parcel.Get("Carrier Kind"::Road, ParcelNo)=];
    end;

    procedure EnumForOption(ScanNo: Integer)
    var
        ParcelScan: Record "Parcel Scan";
    begin
        [=ParcelScan.Get("Parcel Kind"::Box, ScanNo)=];
    end;

    procedure OptionOfAnotherTable(ScanNo: Integer)
    var
        ParcelScan: Record "Parcel Scan";
        ParcelLabel: Record "Parcel Label";
    begin
        [=ParcelScan.Get(ParcelLabel.Status::Printed, ScanNo)=];
    end;

    procedure DependencyEnumForCode()
    var
        DepLedgerLine: Record "Dep Ledger Line";
    begin
        [=DepLedgerLine.Get("Dep Doc Kind"::Order, 1)=];
    end;
}
