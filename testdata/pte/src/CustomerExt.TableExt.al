namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

tableextension 50301 "FAB Customer" extends Customer
{ AllowInCustomizations = AsReadOnly;
    fields
    {
        field(50300; "FAB Fleet Size"; Integer) { AllowInCustomizations = ToBeClassified; }
        field(300; "FAB Old Fleet"; Integer)
        {
            ObsoleteState = PendingMove;
            ObsoleteReason = 'Moving to Fabrikam Fleet Core';
        }
    }
}
