// supportedLocales alone is no translation-app member to PTE0009: BCApps'
// Basic Experience sets it and builds with PerTenantExtensionCop at Error.
codeunit 50100 "PTE Setup"
{
}
