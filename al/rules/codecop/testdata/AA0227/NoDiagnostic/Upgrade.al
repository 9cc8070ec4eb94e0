table 50110 "Upgrade Log"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Done; Boolean) { }
    }
    keys
    {
        key(PK; "Entry No.") { Clustered = true; }
    }
}

codeunit 50111 "Log Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    var
        Log: Record "Upgrade Log";
        ArchiveRef: RecordRef;
        AppInfo: ModuleInfo;
        Ok: Boolean;
    begin
        if not NavApp.GetArchiveRecordRef(50110, ArchiveRef) then
            exit;
        Ok := NavApp.GetArchiveRecordRef(50111, ArchiveRef);
        // Microsoft's upgrade codeunits make these calls without CodeCop reporting them.
        NavApp.GetCurrentModuleInfo(AppInfo);
        Log.Get(1);
        Log.Modify();
        Codeunit.Run(Codeunit::"Log Helper");
        MoveRecords();
    end;

    local procedure MoveRecords()
    var
        Log: Record "Upgrade Log";
        Value: Integer;
    begin
        Log.FindFirst();
        Log.Insert();
        Evaluate(Value, '1');
    end;

    local procedure HasArchive(): Boolean
    var
        ArchiveRef: RecordRef;
    begin
        exit(NavApp.GetArchiveRecordRef(50110, ArchiveRef));
    end;

    [Obsolete('Replaced.', '25.0')]
    procedure OldStep()
    var
        ArchiveRef: RecordRef;
    begin
        NavApp.GetArchiveRecordRef(50110, ArchiveRef);
    end;
}

codeunit 50112 "Log Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    var
        ArchiveRef: RecordRef;
    begin
        NavApp.GetArchiveRecordRef(50110, ArchiveRef);
    end;
}

codeunit 50113 "Log Helper"
{
    procedure Touch()
    var
        ArchiveRef: RecordRef;
    begin
        NavApp.GetArchiveRecordRef(50110, ArchiveRef);
    end;
}

codeunit 50114 "Log Upgrade With Interface"
{
    Subtype = Upgrade;

    trigger OnUpgradePerDatabase()
    var
        Step: Interface "Upgrade Step";
    begin
        // An interface method of the same name is no NavApp method.
        Step.GetArchiveRecordRef();
    end;
}

interface "Upgrade Step"
{
    procedure GetArchiveRecordRef();
}
