table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

permissionset 50102 "Grants Own"
{
    Assignable = false;
    Permissions = tabledata "My Table" = RIMD,
                  tabledata * = R,
                  tabledata "Not Declared Anywhere" = R;
}

// Another app's set is AA0051's, not this rule's.
permissionsetextension 50100 "My Ext" extends "Dep Set"
{
    IncludedPermissionSets = "Grants Own", "Dep Set", "Unknown Set";
}

// A permission set (not an extension) may include what it likes.
permissionset 50103 "Mine"
{
    Assignable = true;
    IncludedPermissionSets = "Grants Own";
    Permissions = tabledata "Dep Table" = R;
}
