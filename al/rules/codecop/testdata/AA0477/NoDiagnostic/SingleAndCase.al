namespace Contoso.Purchases;

using microsoft.purchases.Vendor;
using Microsoft.Purchases.VENDOR.Reports;

codeunit 50347 "Case Insensitive Using"
{
}
