package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0031 is the breaking-change rule "Actions that were published must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0031 = breaking.Rule("AS0031", "Actions that were published must not be deleted",
	"Action '%s' of page '%s' has been deleted.",
	"Page extensions of dependents anchor to or modify actions by name; deleting one breaks them. Actions obsolete in the previous version may go unless validateObsoleteSymbols is set.",
	analysis.SeverityError)
