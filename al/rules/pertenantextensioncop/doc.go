// Package pertenantextensioncop holds the PTE rules: alfix's rules with the
// ids, titles, default severities and behaviour of Microsoft's
// PerTenantExtensionCop, the analyzer for extensions installed for one
// tenant, one file per rule, each with its fixtures in testdata/<ID>. The
// registry in al/rules lists them.
//
// A rule file uses only its own helpers, the packages of al/ and the
// knowledge packages of al/rules/internal (idranges for the per-tenant id
// range); it must not use another rule file's helpers nor import another
// cop package or al/rules. Rules are pure: they read the pass and report;
// they never touch the file system. The PTE rules that judge app.json
// alone (the target, reserved properties, name and publisher lengths,
// InternalsVisibleTo) need a manifest pass the framework does not have and
// are not here.
package pertenantextensioncop
