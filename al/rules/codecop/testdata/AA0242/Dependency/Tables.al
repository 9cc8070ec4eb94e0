table 70110 "Dep Item"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Description; Text[100]) { }
        field(3; "Base Unit"; Code[10]) { }
    }

    keys
    {
        key(PK; "No.") { }
    }
}
