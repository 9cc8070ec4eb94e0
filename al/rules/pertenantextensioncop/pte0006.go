package pertenantextensioncop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PTE0006 reports calls of the on-premises encryption key methods.
var PTE0006 = &analysis.Rule{
	ID:      "PTE0006",
	Title:   "Encryption key functions must not be invoked",
	Message: "The encryption key method '%s' must not be called in a per-tenant extension",
	Description: "The system methods that manage the server's encryption key (CreateEncryptionKey, " +
		"DeleteEncryptionKey, ExportEncryptionKey and ImportEncryptionKey) work only on premises; " +
		"online, encryption is always on and managed by the service. Reported: an unqualified call " +
		"of one of them, unless the object declares a procedure of that name (which the call then " +
		"means). No fix: the call has no online equivalent.",
	Severity: analysis.SeverityError,
	Category: "Extensibility",
	Analyzer: project.PerTenantExtensionCop,
	Run:      runPTE0006,
}

// encryptionKeyMethods are the on-premises key methods, lower case.
var encryptionKeyMethods = map[string]bool{
	"createencryptionkey": true, "deleteencryptionkey": true, "exportencryptionkey": true, "importencryptionkey": true,
}

func runPTE0006(pass *analysis.Pass) {
	f := pass.File
	for n := range pass.Nodes(syntax.CallExpr) {
		if len(n.Children) == 0 || n.Children[0].Kind != syntax.NameExpr {
			continue
		}
		tok := f.CalleeNameToken(n.Children[0])
		if tok < 0 {
			continue
		}
		name := syntax.Unquote(f.TokenText(tok))
		if !encryptionKeyMethods[strings.ToLower(name)] || declaresProcedure(f, n, name) {
			continue
		}
		pass.Reportf(f.Tokens[tok].Span, []any{name})
	}
}

// declaresProcedure reports whether the object around n declares a
// procedure named name.
func declaresProcedure(f *syntax.File, n *syntax.Node, name string) bool {
	obj := n.Ancestor(syntax.Object)
	for _, p := range syntax.Procedures(obj) {
		if strings.EqualFold(f.DeclName(p), name) {
			return true
		}
	}
	return false
}
