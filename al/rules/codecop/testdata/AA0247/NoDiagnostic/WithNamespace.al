namespace Contoso.Sales;

codeunit 50191 "AA0247 With Namespace"
{
}
