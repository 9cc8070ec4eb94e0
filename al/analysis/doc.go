// Package analysis is alfix's rule framework, modelled on
// golang.org/x/tools/go/analysis: a [Rule] inspects one parsed AL file
// through a [Pass] and reports [Diagnostic]s; a diagnostic offers
// alternative [Fix]es; a fix is a set of non-overlapping [TextEdit]s on
// bytes, possibly in several files. The package also holds what every rule
// needs around that: the [Registry], effective severities from the
// project's ruleset ([EffectiveFor]), `#pragma warning` suppression
// ([Suppressions]), a runner with per-rule panic recovery and time budget
// ([AnalyzeFile]), fix application that keeps a file's BOM and line endings
// ([ApplyEdits], [ApplyFix]), and [FixAll].
//
// It must not read or write files, cache results, or know about MCP: the
// workspace package does that. Rules live in package al/rules.
//
// # Writing a rule
//
// A rule is a descriptor plus a Run function. Run walks the tree of
// pass.File (see package al/syntax for the node kinds and accessors) and
// calls pass.Reportf with the span to report, the message arguments and the
// fixes. Here is PC0001, which asks that FlowFields not be editable, in full
// but for its descriptor's prose:
//
//	var PC0001 = &analysis.Rule{
//		ID: "PC0001", Title: "FlowFields should not be editable",
//		Message:  "FlowField %s should set Editable = false",
//		Severity: analysis.SeverityWarning, Analyzer: "PlatformCop", Category: "Design",
//		FixKeys:  []string{"PC0001.SetEditableFalse"},
//		Run: func(pass *analysis.Pass) {
//			f := pass.File
//			syntax.Walk(f.Root, func(n *syntax.Node) bool {
//				if n.Kind != syntax.Element || !isTableField(f, n) {
//					return true
//				}
//				body := n.Child(syntax.ObjectBody)
//				class := f.Property(body, "FieldClass")
//				if class == nil || !propertyValueIs(f, class, "FlowField") ||
//					f.Property(body, "Editable") != nil {
//					return false
//				}
//				edit, ok := addProperty(f, n, "Editable = false;")
//				var fixes []analysis.Fix
//				if ok {
//					fixes = append(fixes, pass.Fix("SetEditableFalse", "Set Editable to false", edit))
//				}
//				pass.Reportf(f.Span(n), []any{f.DeclName(n)}, fixes...)
//				return false
//			})
//		},
//	}
//
// The points to keep:
//
//   - Report the span the documentation names (a token, a property, a
//     header): #pragma suppression looks at the span's start, and tools match
//     diagnostics by position.
//   - Fix keys are `<ID>.<Verb>` and listed in FixKeys. Edits touch the
//     smallest span that does the job and write "\n" for line breaks; applying
//     them converts to the file's style and keeps its BOM.
//   - Fixes of different diagnostics are independent changes to the same
//     text. FixAll merges them and leaves a fix that overlaps an accepted one
//     for its next round, so minimal edits converge fast. When several
//     diagnostics must rewrite one shared parent (a var section, a property
//     list), set BatchFix to rewrite it once.
//   - Skip what the documentation skips (obsolete objects, runtime gates via
//     pass.RuntimeAtLeast, thresholds from alcops.json via pass.Config).
//   - Never panic on a partial tree: the parser returns one for broken code
//     and rules run on it. A panic is recovered and reported as an analyzer
//     error, but it loses the rule's findings for the file.
//
// Test a rule with package analysistest: fixtures are AL files with [|...|]
// markers in HasDiagnostic, NoDiagnostic, HasFix and HasFixAll folders.
package analysis
