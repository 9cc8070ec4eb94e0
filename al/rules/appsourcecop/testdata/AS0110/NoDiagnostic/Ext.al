using Contoso.Base;

// Own objects, unknown objects, wildcards and system permissions; and a
// permission set (not an extension) may name any object.
permissionsetextension 50100 "My Basic" extends "D365 BASIC"
{
    Permissions = tabledata "My Setup" = RIMD,
        codeunit "Not Anywhere" = X,
        tabledata * = R,
        system "Tools, Zoom" = X;
}

permissionset 50102 "My Set"
{
    Permissions = tabledata Customer = R;
}

table 50101 "My Setup"
{
    fields
    {
        field(1; "Primary Key"; Code[10]) { }
    }
}
