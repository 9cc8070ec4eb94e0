package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0030 reports, against the previous version of the app, pages and page extensions must keep their name (see al/rules/internal/breaking).
var AS0030 = breaking.Rule("AS0030", "Pages and page extensions must keep their name",
	"The %s '%s' has been renamed to '%s'.",
	"A page or page extension is matched with the previous version by its id; a new name breaks dependents that name it.",
	analysis.SeverityError)
