package apinames

import (
	"github.com/alfix/alfix/al/syntax"
)

// IsAPIQuery reports whether a query has QueryType = API.
func IsAPIQuery(f *syntax.File, obj *syntax.Node) bool {
	p := f.Property(obj, "QueryType")
	return p != nil && f.PropertyValueIs(p, "API")
}
