table 50100 "FAB Any"
{
    fields { field(1; "No."; Code[20]) { } }
}

permissionset 50101 "FAB All"
{
    Permissions = tabledata * = R;
}
