package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0019 reports, against the previous version of the app, event attributes must not be removed (see al/rules/internal/breaking).
var AS0019 = breaking.Rule("AS0019", "Event attributes must not be removed",
	"The event attribute of '%s' has been removed.",
	"An event publisher of the previous version is now a plain procedure: its subscribers in dependents no longer compile.",
	analysis.SeverityError)
