package lintercop

import (
	"strings"
	"unicode"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// LC0054 reports interfaces not named I<Name>.
var LC0054 = &analysis.Rule{
	ID:      "LC0054",
	Title:   "Use the standard 'I' prefix for interface object names",
	Message: "Interface %s should start with a capital I not followed by a space",
	Description: "Interface names follow the convention of C# and other languages: a capital I, " +
		"then the name without a space (IPaymentProvider, \"IPayment Provider\"). A mandatory prefix " +
		"or affix from AppSourceCop.json (mandatoryPrefix, mandatoryAffixes) may come first: after " +
		"it, the first letter or digit must be the I (\"ABC IPayment\", \"ABC_IPayment\"). Off by " +
		"default; obsolete interfaces are skipped.",
	Severity:     analysis.SeverityWarning,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.LinterCop,
	Run:          runLC0054,
}

func runLC0054(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwInterface) {
		name := f.ObjectName(obj)
		if name < 0 {
			continue
		}
		if !interfaceNameOK(syntax.Unquote(f.TokenText(name)), pass.Config.Affixes()) {
			pass.Reportf(f.Tokens[name].Span, []any{f.TokenText(name)})
		}
	}
}

// interfaceNameOK reports whether an interface name is I<Name>, possibly
// after one of the mandatory affixes.
func interfaceNameOK(name string, affixes []string) bool {
	iPrefixed := func(s string) bool {
		return strings.HasPrefix(s, "I") && (len(s) == 1 || !unicode.IsSpace(rune(s[1])))
	}
	if iPrefixed(name) {
		return true
	}
	rest := ""
	for _, a := range affixes {
		if len(name) > len(a) && strings.EqualFold(name[:len(a)], a) {
			rest = name[len(a):]
			break
		}
	}
	if rest == "" {
		return false
	}
	// After the affix, the first letter or digit must be the I, and no
	// white space may follow the I.
	k := strings.IndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
	if k < 0 || rest[k] != 'I' {
		return false
	}
	return k+1 >= len(rest) || !unicode.IsSpace(rune(rest[k+1]))
}
