namespace Fabrikam.Sales;

using Contoso.Base;

// Different kinds may share a name; extensions have their own names.
table 50100 "FAB Customer Rating"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

page 50101 "Sales-Post"
{
    SourceTable = "FAB Customer Rating";
}

tableextension 50102 "FAB Customer" extends Customer
{
}
