permissionsetextension 50156 "Extra Access" extends "D365 BASIC"
{
    // tabledata * = RIMD is not granted here
    Permissions = tabledata Customer = RIMD,
        tabledata "Sales Header" = R,
        codeunit "Sales-Post" = X,
        page "Customer Card" = X;
}
