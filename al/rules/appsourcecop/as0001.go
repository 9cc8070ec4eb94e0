package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0001 is the breaking-change rule "Tables and table extensions that were published must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0001 = breaking.Rule("AS0001", "Tables and table extensions that were published must not be deleted",
	"The %s '%s' of the previous version has been deleted.",
	"Deleting a published table or table extension loses its data on upgrade and breaks every app that uses it. Mark it ObsoleteState = Pending, then Removed in a later version. Reported once per project, on the first object of its first file.",
	analysis.SeverityError)
