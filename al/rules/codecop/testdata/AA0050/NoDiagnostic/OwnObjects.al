namespace My.App;

table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit 50101 "My Codeunit"
{
}

// A permission set (not an extension) may grant anything.
permissionset 50102 "My Set"
{
    Assignable = true;
    Permissions = tabledata "Dep Table" = RIMD,
                  tabledata "All Profile" = R;
}

permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    Permissions = tabledata "My Table" = RIMD,
                  table "My Table" = X,
                  tabledata 50100 = R,
                  codeunit "My Codeunit" = X,
                  // unknown to alfix: may be in an app it has not loaded
                  tabledata "Not Declared Anywhere" = R,
                  codeunit 90000 = X,
                  system "Tools, Restore" = X;
}

// Wildcards are AA0053's.
permissionsetextension 50101 "My Ext 2" extends "Dep Set"
{
    Permissions = tabledata * = R;
}

// An obsolete extension is skipped.
permissionsetextension 50102 "My Ext 3" extends "Dep Set"
{
    ObsoleteState = Pending;
    ObsoleteReason = 'Moved';
    Permissions = tabledata "Dep Table" = R;
}
