package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0024 is the breaking-change rule "Parameters must not be added to or removed from public procedures": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0024 = breaking.Rule("AS0024", "Parameters must not be added to or removed from public procedures",
	"Parameters have been added to or removed from '%s'.",
	"Dependents calling a public procedure pass the previous version's arguments; adding or removing a parameter breaks those calls. Add an overload instead.",
	analysis.SeverityError)
