package codecop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/permissions"
	"github.com/alfix/alfix/al/rules/internal/records"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AA0210 reports filters set on a field that no key of its table contains,
// when the table is declared outside the project being analyzed.
var AA0210 = &analysis.Rule{
	ID:      "AA0210",
	Title:   "Avoid non-indexed fields into filtering",
	Message: "The table %s does not contain a key with the field %s",
	Description: "A filter on a field that no index contains makes SQL Server scan the table. Reported: the " +
		"field argument of a Record's SetRange or SetFilter call that sets a filter (SetRange with only " +
		"the field clears one and is not reported), on a record variable, Rec, this or the implicit " +
		"record of a table or page, when the table is declared by a dependency (an app the project " +
		"depends on, from a symbol package or from source) and the field is in no key of it (any " +
		"position, keys of loaded table extensions included). Not reported: filters on the project's " +
		"own tables, which CodeCop leaves alone. The evidence is microsoft/BCApps: its System " +
		"Application and Business Foundation modules build with AA0210 at Error, yet 72 and 1 " +
		"filters on non-key fields of a module's own tables there carry no pragma; and over the " +
		"projects that hold its AA0210 pragmas plus those modules, 8 of 3,797 such own-table " +
		"filters are pragma'd against 640 of 2,230 filters on dependencies' tables. Not reported " +
		"either: temporary records (declared temporary, " +
		"UseTemporary, SourceTableTemporary, TableType = Temporary), Record parameters and the Rec of " +
		"a codeunit (the caller's record, often a temporary buffer), external tables (TableType CRM, " +
		"CDS, ExternalSQL, Exchange, MicrosoftGraph), system tables (id above 2,000,000,000; their " +
		"keys are not known from source), FlowFields and FlowFilter fields (they are not stored), " +
		"system fields (SystemId and the audit fields, which the platform indexes itself), fields " +
		"marked ObsoleteState = Removed, tables or fields that are not known or whose keys are not " +
		"known, RecordRef, FieldRef and Query filters, bare calls in report, xmlport and codeunit code " +
		"(their implicit record may be temporary), obsolete code. No fix: adding a key is a design " +
		"decision.",
	Severity:    analysis.SeverityInfo,
	Category:    "Performance",
	Analyzer:    project.CodeCop,
	UsesProject: true,
	Run:         runAA0210,
}

func runAA0210(pass *analysis.Pass) {
	f := pass.File
	scopes := pass.Scopes()
	for _, c := range calls.Builtins.Get(pass).Calls {
		if c.Call == nil || len(c.Args) < 2 || !(c.Is("SetRange", "Record") || c.Is("SetFilter", "Record")) {
			continue
		}
		t := aa0210Table(pass, c)
		if t == nil || !aa0210Foreign(pass.Summary, t) || !records.TableStored(t) || permissions.SystemTable(t) || f.InObsoleteCode(c.Call) {
			continue
		}
		fl := scopes.FieldOf(c.Args[0])
		if fl == nil || fl.Type == nil || fl.ID >= 2000000000 || aa0210SystemField(fl.Name) ||
			strings.EqualFold(fl.ObsoleteState, "Removed") {
			continue
		}
		if fc := fl.FieldClass; fc != "" && !strings.EqualFold(fc, "Normal") {
			continue
		}
		if inKey, known := aa0210InKey(pass.Summary, t, fl.Name); !known || inKey {
			continue
		}
		pass.Reportf(f.Span(c.Args[0]), []any{t.Name, fl.Name})
	}
}

// aa0210Table returns the table of the record a filter call filters, nil
// when it is not known or the record may be temporary.
func aa0210Table(pass *analysis.Pass, c calls.Call) *symbols.Object {
	f := pass.File
	scopes := pass.Scopes()
	if c.Receiver != nil {
		typ := scopes.TypeOf(c.Receiver)
		if !typ.Is("Record") || typ.Temporary || permissions.ReceiverUsesTemporary(pass, c.Receiver) || permissions.RecordParameter(pass, c.Receiver) {
			return nil
		}
		return scopes.ObjectOfType(typ)
	}
	obj := c.Call.Ancestor(syntax.Object)
	if obj == nil {
		return nil
	}
	switch f.ObjectKind(obj) {
	case syntax.KwTable, syntax.KwTableExtension:
		return scopes.RecTable(obj)
	case syntax.KwPage, syntax.KwPageExtension:
		if temporary, known := records.PageRecTemporary(pass, obj); temporary || !known {
			return nil
		}
		return scopes.RecTable(obj)
	}
	return nil
}

// aa0210Foreign reports whether table t is declared by one of the
// project's dependencies rather than by the project itself: CodeCop judges
// filters on those tables only.
func aa0210Foreign(sum *symbols.Summary, t *symbols.Object) bool {
	return sum != nil && sum.DependencyOf(t) != nil
}

// aa0210SystemField reports whether name is a field every table has that
// the platform maintains and indexes.
func aa0210SystemField(name string) bool {
	switch strings.ToLower(name) {
	case "systemid", "systemcreatedat", "systemcreatedby", "systemmodifiedat", "systemmodifiedby", "systemrowversion", "timestamp":
		return true
	}
	return false
}

// aa0210InKey reports whether a key of table t, or of a loaded extension of
// it, contains the field; known is false when no key of t is known.
func aa0210InKey(sum *symbols.Summary, t *symbols.Object, field string) (inKey, known bool) {
	check := func(keys []symbols.Key) {
		for _, k := range keys {
			known = true
			for _, kf := range k.Fields {
				if strings.EqualFold(kf, field) {
					inKey = true
				}
			}
		}
	}
	check(t.Keys)
	if sum != nil {
		for _, ext := range sum.Extensions(t) {
			check(ext.Keys)
		}
	}
	return inKey, known
}
