// Package pertenantextensioncop holds the PTE rules: alfix's rules with the
// ids, titles, default severities and behaviour of Microsoft's
// PerTenantExtensionCop, the analyzer for extensions installed for one
// tenant, one file per rule, each with its fixtures in testdata/<ID>. The
// registry in al/rules lists them.
//
// A rule file uses only its own helpers, the packages of al/ and the
// knowledge packages of al/rules/internal (idranges for the id ranges,
// permissions for what permission sets grant, appmanifest for what app.json
// may say, customizations for AllowInCustomizations); it must not use
// another rule file's helpers nor import another cop package or al/rules.
// Rules are pure: they read the pass and report; they never touch the file
// system. The rules that judge app.json alone (PTE0005, PTE0009-PTE0012,
// PTE0015, PTE0020) report once per project on its first object
// (al/rules/internal/manifestsite).
package pertenantextensioncop
