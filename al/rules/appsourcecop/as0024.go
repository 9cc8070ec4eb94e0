package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0024 reports, against the previous version of the app, parameters must not be added to or removed from public procedures (see al/rules/internal/breaking).
var AS0024 = breaking.Rule("AS0024", "Parameters must not be added to or removed from public procedures",
	"Parameters have been added to or removed from '%s'.",
	"Dependents calling a public procedure pass the previous version's arguments; adding or removing a parameter breaks those calls. Add an overload instead.",
	analysis.SeverityError)
