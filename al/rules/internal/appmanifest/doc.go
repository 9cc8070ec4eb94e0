// Package appmanifest knows which app.json and AppSourceCop.json values
// Business Central accepts from an extension: the compilation targets of
// the online service, the length limit of names and publishers, a valid
// extension name, Microsoft's application apps (which app.json names
// through its application property), the members AppSource requires, the
// members reserved for translation apps and valid country/region codes.
// AppSourceCop's and PerTenantExtensionCop's rules that judge those files
// share it. It must not report diagnostics nor import a cop package or
// al/rules.
package appmanifest
