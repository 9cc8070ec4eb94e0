// a namespace after comments, with objects of several kinds
namespace Contoso.Sales.Posting;

using Microsoft.Sales.Customer;

table 50316 "Posting Buffer"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
    }
}

enum 50317 "Posting Kind"
{
    value(0; None) { }
}
