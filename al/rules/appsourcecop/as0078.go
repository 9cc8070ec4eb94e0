package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0078 is the breaking-change rule "var modifiers of events and public procedures must not change": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0078 = breaking.Rule("AS0078", "var modifiers of events and public procedures must not change",
	"The var modifier of parameter '%s' of '%s' has been added or removed.",
	"Adding or removing var changes what callers and subscribers pass and see at run time.",
	analysis.SeverityError)
