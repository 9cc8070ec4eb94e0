namespace Contoso.Sales;

using System.Utilities;
[=using Microsoft.Sales.Customer;=]
using Microsoft.Finance.GeneralLedger;
using Microsoft.Foundation.Address;

codeunit 50174 "AA0477 Fix"
{
}
