package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0089 is the breaking-change rule "Objects that can be referenced must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0089 = breaking.Rule("AS0089", "Objects that can be referenced must not be deleted",
	"The %s '%s' has been deleted or renamed.",
	"Codeunits, reports, queries, xmlports, enums, interfaces, permission sets and other objects dependents can name must stay (a rename counts as a deletion). Mark them ObsoleteState = Pending first; ones Removed in the previous version may go. Reported once per project, on the first object of its first file.",
	analysis.SeverityError)
