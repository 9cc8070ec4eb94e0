package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0025 reports, against the previous version of the app, parameters must not be removed from events (see al/rules/internal/breaking).
var AS0025 = breaking.Rule("AS0025", "Parameters must not be removed from events",
	"Parameters have been removed from the event '%s'.",
	"Subscribers of an event may use any of its parameters; removing one breaks them. Adding parameters at the end is allowed.",
	analysis.SeverityError)
