report 50173 "FC0006 Crlf"
{
    [=Permissions = tabledata Item = R;=]
}
