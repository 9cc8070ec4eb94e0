package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0066 reports, against the previous version of the app, methods must not be added to a published interface (see al/rules/internal/breaking).
var AS0066 = breaking.Rule("AS0066", "Methods must not be added to a published interface",
	"Method '%s' has been added to the published interface '%s'.",
	"Every implementation of an interface in a dependent must declare all its methods; a new method breaks them.",
	analysis.SeverityError)
