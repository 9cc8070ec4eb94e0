codeunit 50100 "Archive Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    var
        ArchiveRef: RecordRef;
    begin
        [=NavApp.GetArchiveRecordRef(50100, ArchiveRef)=];
        MoveArchive();
    end;

    local procedure MoveArchive()
    var
        ArchiveRef: RecordRef;
    begin
        [=NavApp.GetArchiveRecordRef(50101, ArchiveRef)=];
    end;
}
