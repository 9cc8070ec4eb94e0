package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0066 is the breaking-change rule "Methods must not be added to a published interface": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0066 = breaking.Rule("AS0066", "Methods must not be added to a published interface",
	"Method '%s' has been added to the published interface '%s'.",
	"Every implementation of an interface in a dependent must declare all its methods; a new method breaks them.",
	analysis.SeverityError)
