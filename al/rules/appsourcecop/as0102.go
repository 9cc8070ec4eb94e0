package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0102 reports, against the previous version of the app, a return value must not be added to a public procedure (see al/rules/internal/breaking).
var AS0102 = breaking.Rule("AS0102", "A return value must not be added to a public procedure",
	"A return value has been added to '%s'.",
	"Adding a return value to a public procedure that had none changes how it is called at run time by dependents compiled against the previous version.",
	analysis.SeverityError)
