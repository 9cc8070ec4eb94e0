package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0102 is the breaking-change rule "A return value must not be added to a public procedure": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0102 = breaking.Rule("AS0102", "A return value must not be added to a public procedure",
	"A return value has been added to '%s'.",
	"Adding a return value to a public procedure that had none changes how it is called at run time by dependents compiled against the previous version.",
	analysis.SeverityError)
