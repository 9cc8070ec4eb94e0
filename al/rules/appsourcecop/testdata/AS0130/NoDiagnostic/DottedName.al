namespace Fabrikam.Sales;

// A dotted name is not the namespace-qualified name of another object.
table 50103 "Contoso.Base.Customer"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}
