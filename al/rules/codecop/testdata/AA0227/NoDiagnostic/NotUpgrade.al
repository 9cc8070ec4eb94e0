codeunit 50281 "Install Archive"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    var
        ArchiveRef: RecordRef;
    begin
        NavApp.GetArchiveRecordRef(18, ArchiveRef);
    end;
}

codeunit 50282 "Normal Archive"
{
    procedure Read()
    var
        ArchiveRef: RecordRef;
    begin
        NavApp.GetArchiveRecordRef(18, ArchiveRef);
    end;
}
