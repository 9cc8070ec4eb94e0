// Names that only start like a reserved one are the publisher's.
namespace Contoso.Microsoftish.SystemTools;

using System.Utilities;
using Microsoft.Sales.Customer;

codeunit 50100 "Helper"
{
}
