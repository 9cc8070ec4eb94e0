package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0080 is the breaking-change rule "Fields must not get shorter": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0080 = breaking.Rule("AS0080", "Fields must not get shorter",
	"Field '%s' has been shortened from '%s' to '%s'.",
	"Decreasing the length of a field may truncate existing data on upgrade and breaks dependents writing longer values. Obsolete the field and add a new one instead.",
	analysis.SeverityError)
