package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0030 is the breaking-change rule "Pages and page extensions must keep their name": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0030 = breaking.Rule("AS0030", "Pages and page extensions must keep their name",
	"The %s '%s' has been renamed to '%s'.",
	"A page or page extension is matched with the previous version by its id; a new name breaks dependents that name it.",
	analysis.SeverityError)
