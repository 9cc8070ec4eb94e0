namespace Contoso.Sales;

using Microsoft.Sales.Customer;
[=using Microsoft.Finance.GeneralLedger;=]
using Microsoft.Foundation.Address;
using System.Utilities;

codeunit 50172 "AA0477 Unordered"
{
}
