// Microsoft's code copies Customer into Contact (and back) with TransferFields:
// fields that extensions add to both with the same number are copied too.
tableextension 50210 "Crate Customer" extends Customer
{
    fields
    {
        field(50210; [="Crate Deposit"=]; Decimal) { }
        field(50211; "Crate Count"; Integer) { }
    }
}

tableextension 50211 "Crate Contact" extends Contact
{
    fields
    {
        field(50210; [="Crate Deposit"=]; Boolean) { }
        field(50211; "Crate Count"; Integer) { }
    }
}
