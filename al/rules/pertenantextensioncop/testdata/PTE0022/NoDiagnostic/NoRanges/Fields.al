// Without idRanges there is nothing to compare with.
tableextension 50100 "Customer Ext" extends Customer
{
    fields
    {
        field(70000; "Anywhere"; Integer) { }
    }
}
