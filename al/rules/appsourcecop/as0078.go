package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0078 reports, against the previous version of the app, var modifiers of events and public procedures must not change (see al/rules/internal/breaking).
var AS0078 = breaking.Rule("AS0078", "var modifiers of events and public procedures must not change",
	"A var modifier of a parameter of '%s' has been added or removed.",
	"Adding or removing var changes what callers and subscribers pass and see at run time.",
	analysis.SeverityError)
