namespace Own.Finance;

using Base.Finance;

// Pending is AL0432's; the project's own removed declarations and obsolete
// code are left alone.
codeunit 50111 "Own Ledger Other Use"
{
    procedure UsePending()
    var
        Entry: Record "G/L Entry";
        Own: Record "Own Removed Buffer";
    begin
#pragma warning disable AL0432
        Entry."Old Flag" := true;
#pragma warning restore AL0432
        Entry."G/L Account No." := 'x';
        Own."Old Value" := 1;
        with Entry do
            "Old Account" := 'y';
    end;

    [Obsolete('Upgrade code, removed with the field', '23.0')]
    procedure Upgrade()
    var
        Entry: Record "G/L Entry";
    begin
        Entry."Old Account" := '';
    end;

#if CLEAN99
    procedure Inactive()
    var
        Entry: Record "G/L Entry";
    begin
        Entry."Old Account" := '';
    end;
#endif
}

table 50111 "Own Removed Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; "Old Value"; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not needed';
        }
    }
}

// Upgrade and install code moves data out of removed tables and fields.
codeunit 50112 "Own Ledger Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    var
        Entry: Record "G/L Entry";
        Archive: Record "G/L Budget Archive";
    begin
        if Entry.FindSet() then
            repeat
                Entry."G/L Account No." := Entry."Old Account";
                Entry.Modify();
            until Entry.Next() = 0;
        Archive.DeleteAll();
    end;
}

codeunit 50113 "Own Ledger Install"
{
    Subtype = install;

    trigger OnInstallAppPerCompany()
    var
        Entry: Record "G/L Entry";
    begin
        Entry.SetRange("Old Dimension", '');
    end;
}
