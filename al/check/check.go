// Package check holds alfix's compiler-grade checks: errors of the AL
// compiler that alfix can prove from a file's syntax tree, the project's own
// declarations and its loaded dependencies, without the compiler.
//
// Each check is an [analysis.Rule] of analyzer Compiler whose id is the
// compiler's code for the same error (AL0264, ...) and whose message follows
// the compiler's documented text (Microsoft Learn, "Compiler Error ALxxxx");
// its severity is the compiler's: Error, Warning for AL0432 and AL0603. The checks are
// always on: settings and al.codeAnalyzers do not choose them, and a ruleset
// only a compiler warning's action (the workspace adds [EnabledFor] to every
// analysis), and they offer no fixes.
//
// A check must never report code the compiler accepts: it reports only what
// the declarations it can see prove (a second object with the same id is a
// duplicate whatever else exists), and stays silent where the answer depends
// on a declaration alfix may not have (an extension whose base table is not
// loaded). The binding checks (names, members, calls, events) run only on
// summaries whose every dependency but the platform's System app is loaded,
// and AL0185 (an object not found) only when every dependency is: Kinds
// (kinds.go) names each kind of check with what it needs, the one place
// that decides both whether a check runs and what the workspace's compile
// verdict calls silent. A check must not read other files than the pass's:
// everything about the rest of the project comes from the summary.
package check

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Analyzer is the analyzer group of every check: the same name the
// workspace gives syntax errors and almcp's diagnostics.
const Analyzer project.AnalyzerGroup = "Compiler"

// all lists every check, in id order.
var all = []*analysis.Rule{AL0118, AL0121, AL0122, AL0124, AL0126, AL0129, AL0130, AL0132, AL0133, AL0134, AL0135, AL0139, AL0155, AL0161,
	AL0162, AL0171, AL0173, AL0175, AL0185, AL0186, AL0197, AL0206, AL0218, AL0231, AL0246, AL0247, AL0264, AL0270, AL0271, AL0280, AL0282, AL0284, AL0288, AL0290, AL0293, AL0294,
	AL0295, AL0297, AL0317, AL0404, AL0432, AL0433, AL0440, AL0603}

// Rules returns every compiler check. The result must not be modified.
func Rules() []*analysis.Rule { return all }

// Enabled returns every check as an enabled rule at its own severity.
func Enabled() []analysis.EnabledRule {
	out := make([]analysis.EnabledRule, len(all))
	for i, r := range all {
		out[i] = analysis.EnabledRule{Rule: r, Severity: r.Severity}
	}
	return out
}

// EnabledFor returns every check as an enabled rule under the project's
// ruleset: a check whose compiler code is a warning (AL0432) takes the
// action a ruleset names it with, as the compiler's warnings do (None turns
// it off, a severity replaces its own; a generalAction does not reach it);
// errors always run at their own severity.
func EnabledFor(cfg *project.Config) []analysis.EnabledRule {
	out := Enabled()
	if cfg == nil || cfg.Ruleset == nil {
		return out
	}
	kept := out[:0]
	for _, r := range out {
		if r.Rule.Severity == analysis.SeverityWarning {
			if e, named := cfg.Ruleset.Explicit(r.Rule.ID); named {
				switch e.Action {
				case project.ActionNone:
					continue
				case project.ActionDefault:
				default:
					if sev, ok := e.Action.Severity(); ok {
						r.Severity = sev
					}
				}
			}
		}
		kept = append(kept, r)
	}
	return kept
}

// HelpURI returns the Microsoft Learn page of a compiler code (AL0264).
func HelpURI(code string) string {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.ToUpper(code), "AL"))
	if err != nil {
		return ""
	}
	return fmt.Sprintf("https://learn.microsoft.com/dynamics365/business-central/dev-itpro/developer/diagnostics/diagnostic-al%d", n)
}

func init() {
	for _, r := range all {
		r.HelpURI = HelpURI(r.ID)
	}
}

// kindNames are the object kinds as the compiler names them in messages.
var kindNames = map[string]string{
	"table": "Table", "tableextension": "TableExtension", "page": "Page", "pageextension": "PageExtension",
	"pagecustomization": "PageCustomization", "codeunit": "Codeunit", "report": "Report",
	"reportextension": "ReportExtension", "xmlport": "XmlPort", "query": "Query", "enum": "Enum",
	"enumextension": "EnumExtension", "permissionset": "PermissionSet",
	"permissionsetextension": "PermissionSetExtension", "interface": "Interface", "profile": "Profile",
	"profileextension": "ProfileExtension", "controladdin": "ControlAddIn", "entitlement": "Entitlement",
}

// kindName returns the compiler's name of an object kind keyword.
func kindName(kind string) string {
	if n, ok := kindNames[kind]; ok {
		return n
	}
	return kind
}

// declared is one object declaration of the pass's file with what the
// checks compare.
type declared struct {
	node      *syntax.Node
	kind      string // lower case, as symbols.Object.Kind
	id        int    // 0 when the object has none
	idTok     int    // -1 when none
	name      string // unquoted
	nameTok   int    // -1 when none
	namespace string
}

// declarations returns the objects of the pass's file, obsolete ones
// included (the compiler compiles them too); computed once per file for
// every check.
func declarations(pass *analysis.Pass) []declared { return fileDeclarations.Get(pass) }

var fileDeclarations = analysis.NewShared("object declarations", func(pass *analysis.Pass) []declared {
	f := pass.File
	var out []declared
	for _, obj := range f.Objects() {
		d := declared{node: obj, kind: strings.ToLower(f.TokenText(int(obj.First))), idTok: f.ObjectID(obj),
			nameTok: f.ObjectName(obj), namespace: f.Namespace()}
		if d.idTok >= 0 {
			d.id, _ = strconv.Atoi(f.TokenText(d.idTok))
		}
		if d.nameTok >= 0 {
			d.name = syntax.Unquote(f.TokenText(d.nameTok))
		}
		out = append(out, d)
	}
	return out
})

// isSelf reports whether o, an object of the summary, is d's own entry: an
// object of the pass's file with d's kind, id and name.
func isSelf(sum *symbols.Summary, file string, d declared, o *symbols.Object) bool {
	return sum.IsOwn(o) && sum.FileOf(o) == file && o.Kind == d.kind && o.ID == d.id && strings.EqualFold(o.Name, d.name)
}

// others returns the objects of candidates that are not d itself. The first
// of d's own entries stands for d; a second one (the same object declared
// twice in one file) is another.
func others(sum *symbols.Summary, file string, d declared, candidates []*symbols.Object) []*symbols.Object {
	var out []*symbols.Object
	self := false
	for _, o := range candidates {
		if !self && isSelf(sum, file, d, o) {
			self = true
			continue
		}
		out = append(out, o)
	}
	return out
}

// coexisting is others without the pairs the compiler accepts: an object
// moved to another app (ObsoleteState Moved or PendingMove, on either
// side) keeps its id and name in both.
func coexisting(sum *symbols.Summary, file string, d declared, candidates []*symbols.Object) []*symbols.Object {
	dup := others(sum, file, d, candidates)
	if len(dup) == 0 {
		return nil
	}
	if self := selfObject(sum, file, d); self != nil && isMoved(self) {
		return nil
	}
	kept := dup[:0:0]
	for _, o := range dup {
		if !isMoved(o) {
			kept = append(kept, o)
		}
	}
	return kept
}

// isMoved reports whether an object is marked as moved to another app.
func isMoved(o *symbols.Object) bool { return movedState(o.ObsoleteState) }

// movedState reports whether an ObsoleteState value marks a declaration as
// moved to another app.
func movedState(state string) bool {
	return strings.EqualFold(state, "Moved") || strings.EqualFold(state, "PendingMove")
}

// appName names the app that declares o as the compiler's messages do.
func appName(sum *symbols.Summary, o *symbols.Object) string {
	if name := sum.AppOf(o).Name; name != "" {
		return name
	}
	return "this project"
}

// summary returns the pass's project summary. Without one (a file analysed
// alone, as the fixture harness does) it is the summary of the file by
// itself, which costs a name resolution of the file; the workspace always
// passes the project's.
func summary(pass *analysis.Pass) *symbols.Summary {
	if pass.Summary != nil {
		return pass.Summary
	}
	return pass.Scopes().Summary
}

// bindingScopes returns the scopes and summary the binding checks work on,
// or nil when a dependency that could add members is not loaded
// (NeedsMembers, kinds.go): then a name not found may exist.
func bindingScopes(pass *analysis.Pass) (*symbols.FileScopes, *symbols.Summary) {
	sum := summary(pass)
	if !NeedsMembers.metBy(sum) {
		return nil, nil
	}
	return pass.Scopes(), sum
}

// argumentCalls yields the calls in code that have an argument list,
// outside with bodies (where names may be the with record's members).
func argumentCalls(pass *analysis.Pass) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		for call := range pass.Code(syntax.CallExpr) {
			if len(call.Children) == 2 && call.Children[1].Kind == syntax.ArgumentList && !inWith(call) {
				if !yield(call) {
					return
				}
			}
		}
	}
}

// tokenSpan is the span of token i.
func tokenSpan(f *syntax.File, i int) syntax.Span { return f.Tokens[i].Span }
