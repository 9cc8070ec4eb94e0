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

// A field moved to another app keeps the id it had there.
tableextension 50102 "PTE Moved Fields" extends Customer
{
    fields
    {
        field(10810; Simulation; Boolean)
        {
            ObsoleteState = Moved;
            ObsoleteReason = 'Moved to the Base Application.';
            MovedTo = '437dbf0e-84ff-417a-965d-ed2bb9650972';
        }
    }
}
