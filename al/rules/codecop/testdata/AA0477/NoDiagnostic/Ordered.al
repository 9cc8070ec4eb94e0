namespace Contoso.Sales;

using Microsoft.Finance.GeneralLedger;
using microsoft.Foundation.Address;
using Microsoft.Sales.Customer;
using Microsoft.Sales.Customer.Reports;
#if NOT_DEFINED
using Microsoft.Alpha;
#endif
using System.Utilities;

codeunit 50173 "AA0477 Ordered"
{
}
