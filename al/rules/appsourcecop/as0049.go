package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0049 is the breaking-change rule "The access of an object must not be reduced": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0049 = extensibility(breaking.Rule("AS0049", "The access of an object must not be reduced",
	"The access of the %s '%s' has been reduced.",
	"A public object of the previous version is now internal: dependents that use it break.",
	analysis.SeverityError))

// extensibility files a rule under the category Microsoft lists it in.
func extensibility(r *analysis.Rule) *analysis.Rule {
	r.Category = "Extensibility"
	return r
}
