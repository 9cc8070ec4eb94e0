// Granted by name, by id, through an extension; temporary and obsolete
// tables hold no data to grant.
table 50100 "FAB By Name"
{
    fields { field(1; "No."; Code[20]) { } }
}

table 50101 "FAB By Id"
{
    fields { field(1; "No."; Code[20]) { } }
}

table 50102 "FAB By Extension"
{
    fields { field(1; "No."; Code[20]) { } }
}

table 50103 "FAB Buffer"
{
    TableType = Temporary;
    fields { field(1; "No."; Code[20]) { } }
}

table 50104 "FAB Retired"
{
    ObsoleteState = Removed;
    ObsoleteReason = 'Gone';
    fields { field(1; "No."; Code[20]) { } }
}

permissionset 50105 "FAB Perms"
{
    Permissions = tabledata "FAB By Name" = RIMD,
        tabledata 50101 = R;
}

permissionsetextension 50106 "FAB Perms Ext" extends "D365 BASIC"
{
    Permissions = tabledata "FAB By Extension" = R;
}
