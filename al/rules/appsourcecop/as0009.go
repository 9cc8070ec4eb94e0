package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0009 is the breaking-change rule "The fields of a key must not change": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0009 = breaking.Rule("AS0009", "The fields of a key must not change",
	"The fields of key '%s' have changed.",
	"Changing the fields of a published key is a destructive schema change and breaks dependents relying on its order.",
	analysis.SeverityError)
