codeunit 50280 "Upgrade Reads Result"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    var
        ArchiveRef: RecordRef;
        Found: Boolean;
    begin
        if not NavApp.GetArchiveRecordRef(18, ArchiveRef) then
            exit;
        Found := NavApp.GetArchiveRecordRef(23, ArchiveRef);
        // NavApp.GetArchiveRecordRef(27, ArchiveRef);
    end;

    local procedure TryArchive(var ArchiveRef: RecordRef): Boolean
    begin
        exit(NavApp.GetArchiveRecordRef(36, ArchiveRef));
    end;
}
