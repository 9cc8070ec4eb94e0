tableextension 50250 "Pallet Customer" extends Customer
{
    fields
    {
        field(50250; [="Pallet Deposit"=]; Decimal) { }
        field(50251; "Pallet Count"; Integer) { }
    }
}

tableextension 50251 "Pallet Contact" extends Contact
{
    fields
    {
        field(50250; [="Deposit Amount"=]; Decimal) { }
        field(50251; "PALLET COUNT"; Integer) { }
    }
}

tableextension 50252 "Pallet Dep Order" extends "Dep Order"
{
    fields
    {
        field(50252; "Pallet Code"; Code[10]) { }
    }
}

tableextension 50253 "Pallet Dep Order Archive" extends "Dep Order Archive"
{
    fields
    {
        // The two tables are not coupled by Microsoft's code.
        field(50252; "Pallet Id"; Code[10]) { }
    }
}
