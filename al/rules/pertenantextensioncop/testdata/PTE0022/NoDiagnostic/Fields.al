// Own tables' fields may use any id; modified fields have none.
table 50101 "Own Table"
{
    fields
    {
        field(1; "Primary"; Code[20]) { }
    }
}

tableextension 50100 "Customer Ext" extends Customer
{
    fields
    {
        field(50149; "Last In Range"; Integer) { }
        modify(Name) { Caption = 'Name'; }
    }
}
