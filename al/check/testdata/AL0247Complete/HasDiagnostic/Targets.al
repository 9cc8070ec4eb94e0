namespace Own.Sales;

using Base.Sales;

// With every dependency loaded, the platform's System app included, any
// target not found is missing.
enumextension 50100 "Own Kind" extends [="No Such Enum"=]
{
    value(50100; Own) { }
}

pageextension 50100 "Own Page" extends [="Report Layout Selection Entries"=]
{
}

reportextension 50100 "Own Report" extends [=Statement=]
{
}
