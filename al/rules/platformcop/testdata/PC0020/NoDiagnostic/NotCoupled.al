table 50230 "Tray"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        #pragma warning disable PC0020
        field(2; Slot; Integer) { }
        #pragma warning restore PC0020
        field(3; Colour; Enum "Missing Colour") { }
    }
}

table 50231 "Tray Copy"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Slot; Boolean) { }
        field(3; Colour; Enum "Other Missing Colour") { }
    }
}

codeunit 50230 "Tray Copying"
{
    procedure Copy(Tray: Record Tray; var TrayCopy: Record "Tray Copy")
    begin
        // Field 2 is covered by the pragma, the enums of field 3 are unknown.
        TrayCopy.TransferFields(Tray);
    end;
}

// Approval Entry is copied into Posted Approval Entry, not back:
// an Integer fits into a BigInteger.
tableextension 50230 "Tray Approval Entry" extends "Approval Entry"
{
    fields
    {
        field(50230; "Tray No."; Integer) { }
    }
}

tableextension 50231 "Tray Posted Approval Entry" extends "Posted Approval Entry"
{
    fields
    {
        field(50230; "Tray No."; BigInteger) { }
    }
}

// Customer is coupled with Contact, but no extension of Contact adds field 50232.
tableextension 50232 "Tray Customer" extends Customer
{
    fields
    {
        field(50232; "Tray Count"; Integer) { }
    }
}

// Neither table is coupled with another by Microsoft's code.
tableextension 50233 "Tray Dep Order" extends "Dep Order"
{
    fields
    {
        field(50233; "Tray Code"; Code[10]) { }
    }
}

tableextension 50234 "Tray Dep Order Archive" extends "Dep Order Archive"
{
    fields
    {
        field(50233; "Tray Code"; Integer) { }
    }
}
