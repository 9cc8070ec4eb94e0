table 50100 "Dup Fields"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field([=2=]; "Name 2"; Text[50]) { }
    }
}
