package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0023 is the breaking-change rule "The return type of events and public procedures must not change": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0023 = breaking.Rule("AS0023", "The return type of events and public procedures must not change",
	"The return type of '%s' has changed.",
	"Dependents that use the returned value of a public procedure break when its type changes or it returns nothing any more.",
	analysis.SeverityError)
