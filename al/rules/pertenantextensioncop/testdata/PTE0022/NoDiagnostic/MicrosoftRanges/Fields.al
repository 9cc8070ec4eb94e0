// A Microsoft app (every id range below 50,000) adds fields to another
// app's table with ids Microsoft allocates for that table, outside its
// own ranges: BCApps builds so at Error.
tableextension 6150 "E-Doc Purch. Header Ext" extends "Purchase Header"
{
    fields
    {
        field(6100; "In Range"; Integer) { }
        field(6360; "Outside Own Ranges"; Integer) { }
        field(12000; "Far Outside"; Integer) { }
    }
}
