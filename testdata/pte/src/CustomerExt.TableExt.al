namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

tableextension 50301 "FAB Customer" extends Customer
{
    fields
    {
        field(50300; "FAB Fleet Size"; Integer) { }
        field(300; "FAB Old Fleet"; Integer)
        {
            ObsoleteState = PendingMove;
            ObsoleteReason = 'Moving to Fabrikam Fleet Core';
        }
    }
}
