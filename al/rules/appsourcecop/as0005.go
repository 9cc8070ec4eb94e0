package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0005 is the breaking-change rule "Fields must keep their name": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0005 = breaking.Rule("AS0005", "Fields must keep their name",
	"Field '%s' has been renamed to '%s'.",
	"A field is matched with the previous version by its id; a new name (casing included) breaks dependents that name it.",
	analysis.SeverityError)
