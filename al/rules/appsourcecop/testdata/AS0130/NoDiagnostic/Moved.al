namespace Fabrikam.Foundation;

// The dependency's "Reason Code" moved here: the same table, not a namesake.
table 231 "Reason Code"
{
    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}

// Moving away to another app: the same table as its namesake there.
table 50100 Customer
{
    ObsoleteState = PendingMove;
    ObsoleteReason = 'Moving to the Fleet app.';

    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
