package check

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/properties"
	"github.com/alfix/alfix/al/syntax"
)

// AL0124: a property that the object or element it is written on does not
// have, a misspelt or invented name included (the compiler reports both
// alike).
var AL0124 = &analysis.Rule{
	ID:       "AL0124",
	Title:    "The property cannot be used in this context",
	Message:  "The property '%s' cannot be used in this context.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	// The modify of a page extension is narrowed to its target's kind
	// with the summary (modifykinds.go).
	UsesProject: true,
	Description: "Each object kind and each element kind (table field, key, page field, group, part, action, " +
		"report data item and column, query data item and column, xmlport node, enum value, ...) has its own " +
		"set of properties (the catalogue in al/properties); a property outside that set, or a name that is no " +
		"property at all (Captoin, Required, ReadOnly), is reported on its name. Names compare case-insensitively; " +
		"properties in inactive #if branches are not seen. A modify block of a page or table extension is checked " +
		"against every property of the element kinds it may modify; a page extension's modify of a layout control " +
		"is checked against the properties of its target's kind when every dependency but the platform's System " +
		"app is loaded and the target is found (ShowAsTree on a field). Places the " +
		"catalogue does not classify (areas, a report extension's modify, report labels) are not checked; a table " +
		"property on a table extension that only the base table may set is AL0404's. Everything but the modify " +
		"targets is read from the file's syntax alone, without loaded dependencies.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			ok, known := properties.Allowed(u.Context, f.PropertyName(u.Node))
			if known && !ok && !baseOnly(u.Context, f.PropertyName(u.Node)) || ok && notOfTarget(pass, u) {
				pass.Reportf(tokenSpan(f, int(u.Node.First)), []any{f.PropertyName(u.Node)})
			}
		}
	},
}

// AL0171: a Boolean or enumeration property whose value is not one of its
// values.
var AL0171 = &analysis.Rule{
	ID:       "AL0171",
	Title:    "The property value is not valid",
	Message:  "The property value '%s' on property '%s' is not valid.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	// DataItemLink fields are looked up in the summary (fieldrefs.go).
	UsesProject: true,
	Description: "A property whose value is one of a closed set must be given a member of the set: a Boolean " +
		"property (Clustered, DelayedInsert, ShowCaption, ...) the literal true or false, an enumeration " +
		"property (PageType, UsageCategory, ObsoleteState, DataClassification, Importance, Style, ...) one of its " +
		"members, quoted or not, in any case. Reported on the value. Integer properties are AL0218's. Properties whose value may be an expression " +
		"(Visible, Editable, Enabled on pages) or whose members the catalogue does not list are not checked, nor " +
		"properties AL0124 reports. A report data item's DataItemLink is not valid either when a field it names is " +
		"not one of the data item's table (left of each link) or of the linked data item's table (in field(...)): " +
		"judged when every dependency but the platform's System app is loaded and both tables are found, as the " +
		"compiler reports it, on the whole value.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for u, v := range allowedValues(pass) {
			name := f.PropertyName(u.Node)
			s := properties.ShapeOf(u.Context, name)
			if s.Known() && !s.Int && !s.ValidValue(f.PropertyValueText(u.Node)) || fileBadDataItemLinks.Get(pass)[u.Node] {
				pass.Reportf(f.Span(v), []any{strings.TrimSpace(f.PropertyValueText(u.Node)), name})
			}
		}
	},
}

// AL0246: a modify element that sets a property its target keeps as it is.
var AL0246 = &analysis.Rule{
	ID:       "AL0246",
	Title:    "The property cannot be customized",
	Message:  "The property '%s' cannot be customized.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	// A page extension's modify is narrowed to its target's kind with
	// the summary (modifykinds.go).
	UsesProject: true,
	Description: "A modify in a table extension's fields, or in a page extension's or page customization's layout " +
		"or actions, may change only some properties of what it modifies. Reported on the name of a property " +
		"no release lets a modify set (properties.Customizable): a field's FieldClass, CalcFormula, OptionMembers, " +
		"OptionOrdinalValues, AutoIncrement, SqlDataType, SqlTimestamp, Compressed and SubType; a part's SubPageLink, " +
		"SubPageView, Provider, UpdatePropagation and Multiplicity; an action's RunObject, RunPageLink, RunPageView, " +
		"RunPageMode, RunPageOnRec and custom action target (CustomActionType, Flow...). Other properties are not " +
		"judged: the compiler's list of customizable properties has grown over releases. Properties AL0124 reports " +
		"(not a property of a modify at all, or of the kind of control a page extension's modify targets) and " +
		"those in inactive #if branches are not seen.",
	Run: func(pass *analysis.Pass) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			name := f.PropertyName(u.Node)
			if ok, known := properties.Allowed(u.Context, name); known && ok && !properties.Customizable(u.Context, name) && !notOfTarget(pass, u) {
				pass.Reportf(tokenSpan(f, int(u.Node.First)), []any{name})
			}
		}
	},
}

// valueOf returns a property's value node, or nil when it has none (a
// syntax error).
func valueOf(prop *syntax.Node) *syntax.Node {
	if v := prop.Child(syntax.PropertyValue); v != nil && v.First < v.Last {
		return v
	}
	return nil
}

// allowedValues yields the file's properties that the catalogue allows
// where they stand, with their value (properties without one are syntax
// errors and left out): what the value checks judge.
func allowedValues(pass *analysis.Pass) iter.Seq2[properties.Use, *syntax.Node] {
	return func(yield func(properties.Use, *syntax.Node) bool) {
		f := pass.File
		for _, u := range fileProperties.Get(pass) {
			if ok, known := properties.Allowed(u.Context, f.PropertyName(u.Node)); !known || !ok {
				continue
			}
			v := valueOf(u.Node)
			if v == nil {
				continue // no value: a syntax error
			}
			if !yield(u, v) {
				return
			}
		}
	}
}

// fileProperties is every property of the pass's file with its context,
// computed once for both checks.
var fileProperties = analysis.NewShared("properties with contexts", func(pass *analysis.Pass) []properties.Use {
	return properties.Uses(pass.File)
})
