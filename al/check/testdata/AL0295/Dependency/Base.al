namespace Base.Sales;

table 18 Customer
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Name; Text[100]) { }
        field(3; "Old Name"; Text[50])
        {
            ObsoleteState = Pending;
            ObsoleteReason = 'Use Name.';
            ObsoleteTag = '25.0';
        }
    }
}
