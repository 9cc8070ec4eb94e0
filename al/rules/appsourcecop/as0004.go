package appsourcecop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/internal/breaking"
)

// AS0004 is the breaking-change rule "Fields must keep their type": it compares the
// project with the previous version of its app (see al/rules/internal/breaking).
var AS0004 = breaking.Rule("AS0004", "Fields must keep their type",
	"The type of field '%s' has changed from '%s' to '%s'.",
	"Changing a field's type (or the object its type names) breaks the upgrade of existing data and the code of dependents. Obsolete the field and add a new one instead. A change of length alone is AS0080 or AS0086.",
	analysis.SeverityError)
