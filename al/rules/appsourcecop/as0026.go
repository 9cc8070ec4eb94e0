package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0026 is the breaking-change rule "The type of parameters of events and public procedures must not change": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0026 = breaking.Rule("AS0026", "The type of parameters of events and public procedures must not change",
	"The type of parameter '%s' has changed.",
	"Calls and subscribers in dependents pass or receive the previous version's parameter types; a new type (or subtype, or length) breaks them.",
	analysis.SeverityError)
