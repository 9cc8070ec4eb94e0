package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0032 is the breaking-change rule "Controls that were published must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0032 = breaking.Rule("AS0032", "Controls that were published must not be deleted",
	"Control '%s' of page '%s' has been deleted.",
	"Page extensions of dependents anchor to or modify controls by name; deleting one breaks them. Controls obsolete in the previous version may go unless validateObsoleteSymbols is set.",
	analysis.SeverityError)
