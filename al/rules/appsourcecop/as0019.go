package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0019 is the breaking-change rule "Event attributes must not be removed": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0019 = breaking.Rule("AS0019", "Event attributes must not be removed",
	"The event attribute of '%s' has been removed.",
	"An event publisher of the previous version is now a plain procedure: its subscribers in dependents no longer compile.",
	analysis.SeverityError)
