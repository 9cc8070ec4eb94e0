// Extension objects are never named in code: another app's extension of
// the same name is no namesake (BCApps' Bank Deposits and Base
// Application each declare a pageextension SourceCodeSetupExt and build
// with AppSourceCop and PerTenantExtensionCop at Error).
namespace Fabrikam.Sales;

using Contoso.Base;

pageextension 50150 "Customer Card Ext" extends "Customer Card"
{
}
