package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0006 is the breaking-change rule "Tables and table extensions must keep their name": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0006 = breaking.Rule("AS0006", "Tables and table extensions must keep their name",
	"The %s '%s' has been renamed to '%s'.",
	"A table or table extension is matched with the previous version by its id; a new name breaks dependents that name it. Reported at the new name.",
	analysis.SeverityError)
