package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0002 is the breaking-change rule "Fields must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0002 = breaking.Rule("AS0002", "Fields must not be deleted",
	"Field '%s' has been deleted from table '%s'.",
	"A field of the previous version is gone: its data is lost on upgrade and dependents that use it break. Every field counts, whatever its access or obsolete state; only a field that was ObsoleteState = Removed in the previous version may go. Reported at the table's name.",
	analysis.SeverityError)
