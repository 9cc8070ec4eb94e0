table 50130 "Branch Fields"
{
    fields
    {
        field(1; "No."; Code[20]) { }
#if CLEAN99
        field(2; "New Name"; Text[100]) { }
#else
        field(2; "Old Name"; Text[50]) { }
#endif
    }
}
