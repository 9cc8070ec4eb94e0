xmlport 50179 "FC0006 Fix Crlf"
{
    [=Permissions = tabledata Item = RIMD,
        tabledata Customer = R;=]
}
