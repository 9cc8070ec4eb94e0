package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0025 is the breaking-change rule "Parameters must not be removed from events": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0025 = breaking.Rule("AS0025", "Parameters must not be removed from events",
	"Parameters have been removed from the event '%s'.",
	"Subscribers of an event may use any of its parameters; removing one breaks them. Adding parameters at the end is allowed.",
	analysis.SeverityError)
