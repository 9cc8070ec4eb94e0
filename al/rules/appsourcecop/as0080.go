package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0080 reports, against the previous version of the app, fields must not get shorter (see al/rules/internal/breaking).
var AS0080 = breaking.Rule("AS0080", "Fields must not get shorter",
	"Field '%s' has been shortened from '%s' to '%s'.",
	"Decreasing the length of a field may truncate existing data on upgrade and breaks dependents writing longer values. Obsolete the field and add a new one instead.",
	analysis.SeverityError)
