package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0115 is the breaking-change rule "The obsolete state must not go from No to Removed in one step": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0115 = breaking.Rule("AS0115", "The obsolete state must not go from No to Removed in one step",
	"'%s' has gone from not obsolete to ObsoleteState = Removed in one step.",
	"Dependents get no warning before a symbol disappears: mark it Pending in one version and Removed in a later one.",
	analysis.SeverityError)
