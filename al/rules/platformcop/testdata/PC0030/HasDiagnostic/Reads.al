codeunit 50130 "Vendor Reader"
{
    procedure VendorName(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        if [=Vendor.Get(VendorNo)=] then
            exit(Vendor.Name);
    end;

    procedure LastBlocked(): Code[20]
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.SetRange(Blocked, true);
        if [=Vendor.FindLast()=] then
            exit(Vendor."No.");
    end;

    procedure CountCities() Cities: Integer
    var
        Vendor: Record "Test Vendor";
    begin
        if [=Vendor.FindSet()=] then
            repeat
                if Vendor.City <> '' then
                    Cities += 1;
            until Vendor.Next() = 0;
    end;

    procedure OnlyOneBranch(Load: Boolean; VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        if Load then
            Vendor.SetLoadFields(Name);
        [=Vendor.Get(VendorNo)=];
        exit(Vendor.Name);
    end;

    procedure ResetEndsLoadFields(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.SetLoadFields(Name);
        Vendor.Reset();
        [=Vendor.Get(VendorNo)=];
        exit(Vendor.Name);
    end;

    procedure NoArgumentsEndsLoadFields(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        Vendor.SetLoadFields(Name);
        Vendor.SetLoadFields();
        [=Vendor.Get(VendorNo)=];
        exit(Vendor.Name);
    end;

    procedure WithoutParentheses(): Code[20]
    var
        Vendor: Record "Test Vendor";
    begin
        [=Vendor.FindFirst=];
        exit(Vendor."No.");
    end;

    procedure ByRecordRef(): Boolean
    var
        RecRef: RecordRef;
    begin
        RecRef.Open(Database::"Test Vendor");
        exit([=RecRef.FindFirst()=]);
    end;

    procedure SetupWithKey(): Text
    var
        Setup: Record "Test Setup";
    begin
        [=Setup.Get('')=];
        exit(Setup."Default City");
    end;

    procedure ShadowsGlobal(VendorNo: Code[20]): Text
    var
        Vendor: Record "Test Vendor";
    begin
        [=Vendor.Get(VendorNo)=];
        exit(Vendor.Name);
    end;

    var
        Vendor: Record "Test Vendor";

    procedure GlobalIsWritten()
    begin
        Vendor.Modify();
    end;
}

table 50130 "Test Vendor"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; City; Text[30]) { }
        field(4; Blocked; Boolean) { }
    }

    keys
    {
        key(PK; "No.") { }
    }
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
