namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

enumextension 50307 "FAB Doc Type" extends "Sales Document Type"
{
    value(50300; "FAB Lease") { }
    value(20; "FAB Rental") { }
}
