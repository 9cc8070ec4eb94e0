namespace Contoso.Sales;

using Microsoft.Finance.GeneralLedger;
using Microsoft.Foundation.Address;
using Microsoft.Sales.Customer;
using System.Utilities;

codeunit 50174 "AA0477 Fix"
{
}
