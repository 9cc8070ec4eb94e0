package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0006 reports, against the previous version of the app, tables and table extensions must keep their name (see al/rules/internal/breaking).
var AS0006 = breaking.Rule("AS0006", "Tables and table extensions must keep their name",
	"The %s '%s' has been renamed to '%s'.",
	"A table or table extension is matched with the previous version by its id; a new name breaks dependents that name it. Reported at the new name.",
	analysis.SeverityError)
