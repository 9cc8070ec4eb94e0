package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0029 is the breaking-change rule "Pages and page extensions that were published must not be deleted": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0029 = breaking.Rule("AS0029", "Pages and page extensions that were published must not be deleted",
	"The %s '%s' has been deleted.",
	"Dependents that open, extend or reference a deleted page break. Reported once per project, on the first object of its first file.",
	analysis.SeverityError)
