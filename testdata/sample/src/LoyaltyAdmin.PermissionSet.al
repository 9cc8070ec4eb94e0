permissionset 50100 "Loyalty Admin"
{
    Assignable = true;
    Caption = 'Loyalty program administration and setup';
    Permissions = tabledata "Loyalty Points Entry" = RIMD,
        table "Loyalty Points Entry" = X,
        codeunit "Loyalty Mgt." = X,
        page "Loyalty Points Entries" = X;
}
