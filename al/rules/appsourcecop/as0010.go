package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0010 is the breaking-change rule "The primary key must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0010 = breaking.Rule("AS0010", "The primary key must not be deleted",
	"The primary key '%s' has been deleted.",
	"The first key of a table is its primary key; the previous version's primary key must still be there under its name.",
	analysis.SeverityError)
