// Package pertenantextensioncop holds the PTE rules: alfix's rules with the
// ids, titles, default severities and behaviour of Microsoft's
// PerTenantExtensionCop, the analyzer for extensions installed for one
// tenant, one file per rule, each with its fixtures in testdata/<ID>. The
// registry in al/rules lists them.
//
// A rule file uses only its own helpers, the packages of al/ and the
// knowledge packages of al/rules/internal (idranges for the id ranges,
// permissions for what permission sets grant); it must not use another rule file's helpers nor import another
// cop package or al/rules. Rules are pure: they read the pass and report;
// they never touch the file system. Not here: the rules that judge app.json
// alone (PTE0005 target, PTE0009 reserved properties, PTE0010 and PTE0011
// name and publisher lengths, PTE0012 InternalsVisibleTo, PTE0015 name,
// PTE0020 Base Application dependency) and XML permission files (PTE0014)
// need a manifest pass the framework does not have; PTE0026 is not built.
package pertenantextensioncop
