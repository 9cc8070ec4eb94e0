// using System.Utilities; using Microsoft.Sales; in a comment
namespace Contoso.Empty;

codeunit 50348 "No Usings"
{
}
