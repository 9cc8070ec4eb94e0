package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0010 reports, against the previous version of the app, the primary key must not be deleted (see al/rules/internal/breaking).
var AS0010 = breaking.Rule("AS0010", "The primary key must not be deleted",
	"The primary key '%s' has been deleted.",
	"The first key of a table is its primary key; the previous version's primary key must still be there under its name.",
	analysis.SeverityError)
