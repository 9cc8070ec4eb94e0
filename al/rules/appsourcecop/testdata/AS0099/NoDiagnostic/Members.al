table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;

    fields
    {
        // the fields of the app's own tables are not checked
        field(1; "No."; Code[20]) { }
    }
}

enum 70000002 "ABC Own Enum"
{
    // values of the app's own enums are not checked
    value(0; None) { }
}

enumextension 70000001 "ABC Kind" extends "Sales Line Type"
{
    value(70000000; "ABC Rating") { }
    value(20; "ABC Old")
    {
        ObsoleteState = Pending;
        ObsoleteReason = 'Renumbered.';
        ObsoleteTag = '2.0';
    }
}

tableextension 70000003 "ABC Customer" extends Customer
{
    fields
    {
        // table extension fields are AS0013's
        field(50100; "ABC Outside"; Integer) { }
    }
}
