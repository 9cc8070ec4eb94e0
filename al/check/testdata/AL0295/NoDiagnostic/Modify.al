namespace Own.Sales;

using Base.Sales;

tableextension 50110 "Own Customer" extends Customer
{
    fields
    {
        modify(Name) { Caption = 'Customer Name'; }
        modify("no.") { Caption = 'Number'; }
        // Obsolete fields, fields of another extension, this one's own and
        // system fields can be modified.
        modify("Old Name") { Caption = 'Old'; }
        modify("Extra Priority") { Caption = 'Priority'; }
        modify("Own Field") { Caption = 'Own'; }
        modify(SystemCreatedAt) { Caption = 'Created'; }
#if NEVER_DEFINED
        modify(Nmae) { }
#endif
        field(50110; "Own Field"; Integer) { }
    }
}

// A table alfix does not know: AL0247's concern, not this check's.
tableextension 50111 "Own Unknown" extends "Table Not Loaded"
{
    fields
    {
        modify(Anything) { }
    }
}
