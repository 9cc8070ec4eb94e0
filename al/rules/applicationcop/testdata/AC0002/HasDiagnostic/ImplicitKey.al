table 50273 "AC0002 Implicit Key"
{
    fields
    {
        field(1; [="Code"=]; Code[10]) { }
        field(2; Description; Text[100]) { }
    }
}
