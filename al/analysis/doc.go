// Package analysis is alfix's rule framework, modelled on
// golang.org/x/tools/go/analysis: a [Rule] inspects one parsed AL file
// through a [Pass] and reports what it finds as a [Report] (a span, a
// message and alternative [Fix]es; a fix is a set of non-overlapping
// [TextEdit]s on bytes, possibly in several files). The runner turns
// reports into [Diagnostic]s, adding what the rule does not decide: the
// rule id, the path, the effective severity from the project's ruleset
// ([EffectiveFor]) and `#pragma warning` suppression ([Suppressions]). The
// package also holds the [Registry], the runner with per-rule panic
// recovery and a time budget that stops an over-budget rule
// ([AnalyzeFile]), fix application that keeps a file's BOM and line
// endings ([ApplyEdits], [ApplyFix]), [FixAll], and the [ConfigView] a rule
// may read, whose [ConfigView.Hash] a result cache keys by ([CacheKey]).
//
// It must not read or write files, cache results, or know about MCP: the
// workspace package does that. Rules live in the cop packages under
// al/rules (al/rules/codecop, ...), listed in al/rules' registry; their tree
// queries are methods of al/syntax's File and Node, their edits come from
// al/internal/edit.
//
// # Writing a rule
//
// A rule is a descriptor plus a Run function. Run reads pass.File (see
// package al/syntax for the node kinds and the queries) and reports with
// pass.Reportf: the span, the arguments of the rule's Message, and the
// fixes. Here is PC0001, which asks that FlowFields not be editable, in
// full but for its description (al/rules/platformcop/pc0001.go; Example_rule
// runs it):
//
//	var PC0001 = &analysis.Rule{
//		ID:      "PC0001",
//		Title:   "FlowFields should not be editable",
//		Message: "FlowField %s should have Editable = false",
//		Severity: analysis.SeverityWarning,
//		Category: "Design",
//		Analyzer: project.PlatformCop,
//		FixKeys:  []string{"PC0001.SetEditableFalse"},
//		Run: func(pass *analysis.Pass) {
//			f := pass.File
//			for obj := range pass.Objects(syntax.KwTable, syntax.KwTableExtension) {
//				for _, field := range f.TableFields(obj) {
//					fc := f.Property(field, "FieldClass")
//					if fc == nil || !f.PropertyValueIs(fc, "FlowField") || f.IsObsolete(field) {
//						continue
//					}
//					var e analysis.TextEdit
//					var ok bool
//					if ed := f.Property(field, "Editable"); ed != nil {
//						if f.PropertyValueIs(ed, "false") || f.HasTrailingLineComment(ed) {
//							continue
//						}
//						e, ok = edit.SetPropertyValue(f, ed, "false")
//					} else {
//						e, ok = edit.AddProperty(f, field, "Editable = false;")
//					}
//					span := f.DeclSpan(field)
//					pass.Reportf(span, []any{f.Text(span)}, pass.FixIf(ok, "SetEditableFalse", "Set Editable to false", e))
//				}
//			}
//		},
//	}
//
// It is declared in the package of its cop (al/rules/platformcop), listed in
// al/rules' registry (the list all in registry.go), and has fixtures in
// al/rules/platformcop/testdata/PC0001. What it shares with other rules
// lives in a package of al/rules/internal named for what it knows, never in
// another rule's file. The framework provides the rest:
//
//   - pass.Objects(kinds...) yields the file's objects of those kinds,
//     obsolete ones skipped; File.Objects() has them all.
//   - Rules that look at statements or expressions share one traversal per
//     file: pass.Nodes(kinds...) yields the nodes of those kinds in source
//     order, pass.NodesIn(root, kinds...) those under root, pass.Code(kinds...)
//     those inside procedure and trigger bodies, and pass.Walk(root, fn) walks
//     with pruning. They skip subtrees without such nodes and stop a rule
//     that runs out of its time budget; do not walk the tree with
//     syntax.Walk in a rule.
//   - pass.Scopes() is the file's name resolution (al/symbols), computed
//     once for all rules; a rule that reads it, or pass.Summary, sets
//     UsesProject (the harness fails a rule that reads it without). A value several rules derive from the file is declared
//     once with [NewShared] and computed once per file.
//   - pass.Config is all a rule may know of the configuration: the runtime
//     (pass.RuntimeAtLeast), features, preprocessor symbols, alcops.json
//     settings (pass.Config.Threshold). Anything else must be added to
//     [ConfigView] first, so that caches key by it.
//   - pass.Sources() is the project's code, for a fix that must edit other
//     files too (the call sites of a changed signature): Mentioning(name)
//     pre-filters the files, Tree(path) parses one. The fix use cases give
//     the project's sources; an analysis without them sees the pass's file
//     alone, which is enough to decide what to report. Read it only for
//     fix edits: results are cached without it.
//   - pass.Fix(verb, title, edits...) makes the fix with key <ID>.<Verb>;
//     pass.FixIf(ok, ...) makes it only when the edit builders could
//     compute the edits (ok), and reporting drops it otherwise.
//   - HelpURI is derived from the analyzer and the id ([DocURL]) when left
//     empty.
//
// The points to keep:
//
//   - Report the span the documentation names (a token, a property, a
//     header): #pragma suppression looks at the span's start, and tools match
//     diagnostics by position.
//   - Fix keys are `<ID>.<Verb>` and listed in FixKeys; fix titles of one
//     report differ. Edits touch the smallest span that does the job and
//     write "\n" for line breaks; applying them converts to the file's style
//     and keeps its BOM. Build them with al/internal/edit.
//   - Fixes of different reports are independent changes to the same text.
//     FixAll merges them and leaves a fix that overlaps an accepted one for
//     its next round, so minimal edits converge fast. When several reports
//     must rewrite one shared parent (a var section, a property list), set
//     BatchFix to rewrite it once.
//   - Skip what the documentation skips (obsolete objects, runtime gates,
//     thresholds from alcops.json).
//   - Never panic on a partial tree: the parser returns one for broken code
//     and rules run on it. A panic is recovered and reported as an analyzer
//     error, but it loses the rule's findings for the file.
//
// Test a rule with package analysistest: fixtures are AL files with [|...|]
// markers in HasDiagnostic, NoDiagnostic, HasFix and HasFixAll folders, and
// al/rules' TestRules runs every registered rule over its folder.
package analysis
