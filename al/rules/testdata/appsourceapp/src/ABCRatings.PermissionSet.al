namespace ABC.Ratings;

permissionset 70000006 "ABC Ratings"
{
    Assignable = true;
    Permissions = tabledata "ABC Rating" = RIMD,
        table "ABC Rating" = X;
}
