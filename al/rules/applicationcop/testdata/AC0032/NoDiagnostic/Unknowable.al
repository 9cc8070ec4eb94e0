codeunit 50220 "Generic Copier"
{
    Permissions = tabledata "Copier Entry" = rimd;

    procedure Copy(TableId: Integer)
    var
        RecRef: RecordRef;
        FldRef: FieldRef;
    begin
        RecRef.Open(TableId);
        FldRef := RecRef.Field(1);
        if RecRef.FindSet() then
            RecRef.Delete();
    end;
}

codeunit 50221 "Mass Copier"
{
    Permissions = tabledata "Copier Entry" = rimd;

    procedure Copy()
    var
        Transfer: DataTransfer;
    begin
        Transfer.SetTables(Database::"Copier Entry", Database::"Copier Entry");
        Transfer.CopyRows();
    end;
}

codeunit 50222 "Unresolved Reader"
{
    Permissions = tabledata "Copier Entry" = rimd,
                  tabledata "Not In This App" = r;

    procedure Read()
    var
        Other: Record "Missing Table";
    begin
        Other.FindFirst();
    end;
}

codeunit 50223 "Old Copier"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced by Generic Copier';
    Permissions = tabledata "Copier Entry" = rimd;
}

codeunit 50224 "Copier Test"
{
    Subtype = Test;
    TestPermissions = Disabled;
    Permissions = tabledata "Copier Entry" = rimd;
}

codeunit 50225 "Shadow Reader"
{
    Permissions = tabledata "Copier Entry" = r;

    var
        Entry: Record "Copier Entry" temporary;

    procedure Read()
    var
        Entry: Record "Copier Entry";
    begin
        Entry.FindFirst();
    end;

    procedure Fill(var Target: Record "Copier Entry")
    begin
        Target := Entry;
    end;
}

permissionset 50220 "Copier"
{
    Assignable = true;
    Permissions = tabledata "Copier Entry" = RIMD;
}

table 50220 "Copier Entry"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

interface "Copier Source"
{
    procedure Read(var Entry: Record "Copier Entry");
}
