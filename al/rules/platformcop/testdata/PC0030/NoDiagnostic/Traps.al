codeunit 50132 "Vendor Traps"
{
    var
        GlobalVendor: Record "Test Vendor";

    procedure Loaded(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.SetLoadFields(Name);
        if Vendor.Get(VendorNo) then
            exit(Vendor.Name);
    end;

    procedure BothBranches(Full: Boolean; VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        if Full then
            Vendor.SetLoadFields(Name, City)
        else
            Vendor.AddLoadFields(Name);
        Vendor.Get(VendorNo);
        exit(Vendor.Name);
    end;

    procedure TemporaryVariable(): Boolean
    var
        TempVendor: Record "Test Vendor" temporary;
    begin
        exit(TempVendor.FindFirst());
    end;

    procedure TemporaryTable(): Boolean
    var
        Buffer: Record "Test Buffer";
    begin
        exit(Buffer.FindFirst());
    end;

    procedure TemporaryParameter(var TempVendor: Record "Test Vendor" temporary): Boolean
    begin
        exit(TempVendor.FindFirst());
    end;

    procedure CrmTable(): Boolean
    var
        CrmAccount: Record "Test CRM Account";
    begin
        exit(CrmAccount.FindFirst());
    end;

    procedure UnknownTable(): Boolean
    var
        Missing: Record "Not In This Project";
    begin
        exit(Missing.FindFirst());
    end;

    procedure Global(): Boolean
    begin
        exit(GlobalVendor.FindFirst());
    end;

    procedure Parameter(Vendor: Record "Test Vendor"): Boolean
    begin
        exit(Vendor.FindFirst());
    end;

    procedure Written(VendorNo: Code[20])
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        Vendor.City := 'Oslo';
        Vendor.Modify();
    end;

    procedure Escapes(VendorNo: Code[20]; var Result: Record "Test Vendor")
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        Result := Vendor;
    end;

    procedure Returned(VendorNo: Code[20]) Result: Record "Test Vendor"
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        exit(Vendor);
    end;

    procedure PassedOn(VendorNo: Code[20])
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        Page.Run(0, Vendor);
    end;

    procedure TableProcedure(VendorNo: Code[20])
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        Vendor.Describe();
    end;

    procedure SetupWithoutKey(): Text
    var
        Setup: Record "Test Setup";
    begin
        Setup.Get();
        exit(Setup."Default City");
    end;

    procedure RecordRefFromRecord(var Vendor: Record "Test Vendor"): Boolean
    var
        RecRef: RecordRef;
    begin
        RecRef.GetTable(Vendor);
        exit(RecRef.FindFirst());
    end;

    procedure RecordRefSetTable(): Boolean
    var
        RecRef: RecordRef;
        Vendor: Record "Test Vendor";
    begin
        RecRef.Open(Database::"Test Vendor");
        RecRef.FindFirst();
        RecRef.SetTable(Vendor);
        exit(Vendor.Name <> '');
    end;

    procedure RecordRefTemporary(): Boolean
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Test Vendor", true);
        exit(RecRef.FindFirst());
    end;

    procedure CountOnly(): Boolean
    var
        Vendor: Record "Test Vendor";
    begin
        exit(Vendor.IsEmpty() or (Vendor.Count() > 3));
    end;

    procedure Transfer(VendorNo: Code[20])
    var
        Vendor: Record "Test Vendor";
        DataTransfer: DataTransfer;
    begin
        Vendor.Get(VendorNo);
        DataTransfer.SetTables(Database::"Test Vendor", Database::"Test Vendor");
        DataTransfer.CopyRows();
        Vendor.Delete();
    end;

    [Obsolete('Replaced', '25.0')]
    procedure ObsoleteReader(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.Get(VendorNo);
        exit(Vendor.Name);
    end;
}

interface "Test Vendor Source"
{
    procedure VendorName(VendorNo: Code[20]): Text;
}

controladdin "Test Vendor Map"
{
    Scripts = 'map.js';
    procedure Show(VendorNo: Text);
}

table 50130 "Test Vendor"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; City; Text[30]) { }
    }

    keys
    {
        key(PK; "No.") { }
    }

    procedure Describe(): Text
    begin
        exit(Name);
    end;
}

table 50131 "Test Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
        field(2; "Default City"; Text[30]) { }
    }

    keys
    {
        key(PK; "Primary Key") { }
    }
}

table 50133 "Test Buffer"
{
    TableType = Temporary;

    fields
    {
        field(1; "Entry No."; Integer) { }
    }

    keys
    {
        key(PK; "Entry No.") { }
    }
}

table 50134 "Test CRM Account"
{
    TableType = CRM;

    fields
    {
        field(1; AccountId; Guid) { }
    }

    keys
    {
        key(PK; AccountId) { }
    }
}

table 50135 "Test Obsolete"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced';

    fields
    {
        field(1; "No."; Code[20]) { }
    }

    keys
    {
        key(PK; "No.") { }
    }

    procedure FirstNo(): Code[20]
    var
        Other: Record "Test Vendor";
    begin
        Other.FindFirst();
        exit(Other."No.");
    end;
}
