enum 50200 "Crate Size"
{
    value(0; Small) { }
}

enum 50201 "Crate Colour"
{
    value(0; Red) { }
}

table 50200 "Crate"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [=Label=]; Code[30]) { }
        field(3; [=Weight=]; Text[20]) { }
        field(4; [=Size=]; Enum "Crate Size") { }
        field(5; [=Price=]; Decimal) { }
    }

    procedure CopyFromArchive(CrateArchive: Record "Crate Archive")
    begin
        // The implicit Rec of the table is the target.
        [=TransferFields(CrateArchive)=];
    end;
}

table 50201 "Crate Archive"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; [=Label=]; Code[10]) { }
        field(3; [=Weight=]; Integer) { }
        field(4; [=Size=]; Boolean) { }
        field(5; [=Price=]; Integer) { }
    }
}

codeunit 50200 "Crate Archiving"
{
    procedure Archive(var Crate: Record Crate)
    var
        CrateArchive: Record "Crate Archive";
    begin
        [=CrateArchive.TransferFields(Crate)=];
        [=CrateArchive.TransferFields(Crate, false, false)=];
    end;

    procedure ArchiveTemporary(var Crate: Record Crate)
    var
        TempCrateArchive: Record "Crate Archive" temporary;
    begin
        [=TempCrateArchive.TransferFields(Crate, true)=];
    end;

    procedure ArchiveDependencyOrder(DepOrder: Record "Dep Order") DepOrderArchive: Record "Dep Order Archive"
    begin
        // Both tables are in a dependency: only the call is reported.
        [=DepOrderArchive.TransferFields(DepOrder)=];
    end;
}
