// Package rules is the registry of alfix's AL rules; the rules themselves
// live in its cop packages, their shared knowledge in its internal packages.
//
// Rule IDs, default severities and behaviour follow the public documentation
// of Microsoft's CodeCop (AA) and PerTenantExtensionCop (PTE) and of ALCops (AC, DC, FC, LC, PC, TA), so that
// rulesets and `#pragma warning disable` lines written for those analyzers
// apply. The fixtures are our own.
//
// A rule is an [analysis.Rule] package variable in the package of its cop
// (codecop, applicationcop, documentationcop, formattingcop, lintercop,
// platformcop, testautomationcop, pertenantextensioncop), in the file named after its id (rules
// that share their logic share a file: AC0002 and AC0003, AC0014 to
// AC0017, AC0022 and AC0023, AC0033 and AC0034, DC0004, DC0006, DC0009 and DC0010, DC0007 and
// DC0008, LC0007 to LC0010, LC0089, LC0089i and LC0090, PC0005 and PC0006, PC0020
// and PC0021), listed in the registry (all, in registry.go), with its
// fixtures in its cop package's testdata/<ID>/ (see package analysistest
// for the layout; the cop package's TestRules fails for a listed rule
// without them). Rules are pure: they read the pass and report; they never
// touch the file system. Tree queries are methods of al/syntax's File and
// Node; edits come from al/internal/edit, so that every rule edits code
// the same way. What several rules know lives in al/rules/internal/, one
// package for each kind of knowledge (calls resolves the built-in method
// calls of a file once for the call rules, decls holds the declaration
// queries of the unused-declaration rules, records, permissions,
// loadfields, textlength, pages, ...): a rule file never uses another rule
// file's helpers.
//
// A statement rule, for instance, iterates the shared traversal:
//
//	for n := range pass.Nodes(syntax.UnaryExpr) {
//		op := int(n.First)
//		if !f.IsKeyword(op, syntax.KwNot) || f.GapIsOneSpace(op+1) || !f.GapIsLayout(op+1) {
//			continue
//		}
//		pass.Reportf(f.Tokens[op].Span, []any{f.TokenText(op)},
//			pass.Fix("NormalizeSpacing", "Put one space after 'not'", edit.SetGap(f, op+1, " ")))
//	}
package rules
