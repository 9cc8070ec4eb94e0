xmlport 50179 "FC0006 Fix Crlf"
{
    Permissions = tabledata Item = rimd,
        tabledata Customer = r;
}
