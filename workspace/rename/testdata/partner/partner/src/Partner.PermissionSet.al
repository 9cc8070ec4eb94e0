permissionset 50100 Partner
{
    Assignable = true;
    Permissions = tabledata Rating = RIMD,
        table Rating = X,
        codeunit "PTR Rating Mgt" = X,
        page "Rating List" = X;
}
