permissionset 50155 "Full Access Set"
{
    Assignable = true;
    Permissions = tabledata * = RIMD,
        codeunit * = X;
}
