table 50273 AC0003Crlf
{
    fields
    {
        field(1; [=Id=]; Code[20]) { notblank = TRUE; }
        field(2; Series; Code[20]) { TableRelation = "no. series"; }
    }
    keys { key(PK; Id) { } }
}
