table 50100 T
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[50]) { ObsoleteState = Pending; ObsoleteReason = 'Use another'; ObsoleteTag = '2.0'; }
    }
}
