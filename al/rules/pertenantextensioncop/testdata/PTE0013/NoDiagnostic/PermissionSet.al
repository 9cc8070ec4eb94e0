// A permission set is the way for an extension to grant access.
permissionset 50100 "My Permissions"
{
    Assignable = true;
    Permissions = tabledata "My Table" = RIMD;
}
