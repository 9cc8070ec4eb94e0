package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0018 is the breaking-change rule "Procedures of the public API must not be removed": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0018 = breaking.Rule("AS0018", "Procedures of the public API must not be removed",
	"Procedure '%s' is no longer part of the public API of %s '%s'.",
	"A public or protected procedure (or an event publisher) of the previous version has been removed, renamed, had its access reduced to internal or local, or no overload with its signature is left: dependents calling or subscribing to it break. Internal procedures count with validateInternalSymbols, procedures scoped OnPrem with validateOnPremSymbols; those marked [Obsolete] in the previous version may go unless validateObsoleteSymbols is set.",
	analysis.SeverityError)
