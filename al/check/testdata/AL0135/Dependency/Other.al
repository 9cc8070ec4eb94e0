namespace Other.Reports;

// A table of the same name in another namespace: code that does not use
// this namespace must not see its fields.
table 36950 "Sales Header"
{
    fields
    {
        field(1; "Report Key"; Integer) { }
    }
}
