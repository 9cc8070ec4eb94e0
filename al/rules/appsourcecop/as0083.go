package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0083 is the breaking-change rule "Enum values must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0083 = breaking.Rule("AS0083", "Enum values must not be deleted",
	"Value '%s' has been deleted from enum '%s'.",
	"Data and dependents may hold or name the value. Values of an obsolete enum, or values obsolete in the previous version, may go unless validateObsoleteSymbols is set.",
	analysis.SeverityError)
