// Own tables may use 0..99999; extension fields 50000..99999. Keys and
// enum values are not table fields.
table 50101 "Own Table"
{
    fields
    {
        field(1; "Primary"; Code[20]) { }
        field(49999; "Mid"; Integer) { }
        field(99999; "Last"; Integer) { }
    }
    keys
    {
        key(PK; "Primary") { }
    }
}

tableextension 50100 "Customer Ext" extends Customer
{
    fields
    {
        field(50000; "First Ext"; Integer) { }
        field(99999; "Last Ext"; Integer) { }
        modify(Name) { Caption = 'Name'; }
    }
}

enumextension 50102 "Ext Enum" extends "Sales Document Type"
{
    value(10; Special) { }
}
