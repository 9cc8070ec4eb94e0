table 50177 "Crlf Table"
{
    Caption = 'Crlf Table';
    fields
    {
        field(1; [=Id=]; Integer) { }
    }
}
