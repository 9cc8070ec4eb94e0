package records

import "strings"

// Method is what a built-in Record (or RecordRef) method does with table
// data. The table below is the one list of such methods; a rule that needs
// another set derives it from this one (Names) and says how it differs.
type Method struct {
	// Permission is the tabledata permission the method needs: 'r', 'i',
	// 'm' or 'd'.
	Permission byte
	// Loads: it reads one record from the database into the variable, by
	// its key (ByKey: Get, GetBySystemId) or as the first or last of the
	// filtered set (Find, FindFirst, FindLast, FindSet).
	Loads, ByKey bool
	// Secondary: besides the basic reads and writes, it reads (CalcSums,
	// Next) or deletes (Truncate) table data. AC0032 counts such a call as a
	// use of the table's data; AC0031 does not ask a permission for it.
	Secondary bool
}

// methods maps the lower-case method names to what they do.
var methods = map[string]Method{
	"get":           {Permission: 'r', Loads: true, ByKey: true},
	"getbysystemid": {Permission: 'r', Loads: true, ByKey: true},
	"find":          {Permission: 'r', Loads: true},
	"findfirst":     {Permission: 'r', Loads: true},
	"findlast":      {Permission: 'r', Loads: true},
	"findset":       {Permission: 'r', Loads: true},
	"isempty":       {Permission: 'r'},
	"count":         {Permission: 'r'},
	"insert":        {Permission: 'i'},
	"modify":        {Permission: 'm'},
	"modifyall":     {Permission: 'm'},
	"rename":        {Permission: 'm'},
	"delete":        {Permission: 'd'},
	"deleteall":     {Permission: 'd'},
	"calcsums":      {Permission: 'r', Secondary: true},
	"next":          {Permission: 'r', Secondary: true},
	"truncate":      {Permission: 'd', Secondary: true},
}

// MethodOf returns what the method called name (any case) does with table
// data; ok is false for a method that does not touch it.
func MethodOf(name string) (m Method, ok bool) {
	m, ok = methods[strings.ToLower(name)]
	return m, ok
}

// Names returns the lower-case names of the methods for which keep is
// true, as a set for one rule to keep.
func Names(keep func(Method) bool) map[string]bool {
	set := map[string]bool{}
	for name, m := range methods {
		if keep(m) {
			set[name] = true
		}
	}
	return set
}

// Writes reports whether a method inserts, modifies, renames or deletes
// records (Truncate, a secondary delete, left out).
func Writes(m Method) bool { return m.Permission != 'r' && !m.Secondary }

// RunTriggerArgument maps the write methods that run the table's triggers
// only when asked to the 0-based position of their RunTrigger argument.
var RunTriggerArgument = map[string]int{
	"insert": 0, "modify": 0, "delete": 0, "deleteall": 0, "modifyall": 2,
}
