package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0086 is the breaking-change rule "Fields should not get longer": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0086 = breaking.Rule("AS0086", "Fields should not get longer",
	"Field '%s' has been lengthened from '%s' to '%s'.",
	"Dependents copying the field into variables of the previous length may fail at run time with the longer values.",
	analysis.SeverityWarning)
