table 50100 [="FAB Ungranted"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50101 "FAB Granted"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

table 50102 [="FAB Executed Only"=]
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

permissionset 50103 "FAB Perms"
{
    Permissions = tabledata "FAB Granted" = R,
        table "FAB Executed Only" = X;
}
