tableextension 50100 "Customer Ext" extends Customer
{
    fields
    {
        field(50100; "In Range"; Integer) { }
        field([=50150=]; "Just Above"; Integer) { }
        field(50200; "Single"; Integer) { }
        field([=60000=]; "Far"; Integer) { }
    }
}
