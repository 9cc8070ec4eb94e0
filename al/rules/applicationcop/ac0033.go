package applicationcop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AC0033 reports objects that use the System Application's "Rest Client"
// codeunit in an app that implements no "Http Client Handler".
var AC0033 = &analysis.Rule{
	ID:      "AC0033",
	Title:   "Using the Rest Client codeunit requires an Http Client Handler implementation",
	Message: "%s uses the \"Rest Client\" codeunit, but no codeunit of this app implements the \"Http Client Handler\" interface",
	Description: "The System Application's codeunit 2350 \"Rest Client\" hands every request to an " +
		"\"Http Client Handler\"; without one of the app's own it uses the System Application's, and the " +
		"outgoing call then belongs to the System Application: a sandbox's permission for outgoing " +
		"requests and the request telemetry are the System Application's, not the app's, and tests " +
		"cannot put a response in its place. An object that declares a variable, parameter or return " +
		"value of that codeunit is reported once, on its name, while no codeunit of the app implements " +
		"the interface (one in a dependency does not count; whether each Rest Client is given the " +
		"handler is not checked). Only the codeunit with both the id 2350 and the name \"Rest Client\" " +
		"counts; an object literal (Codeunit::\"Rest Client\") is no use. Test and test runner codeunits " +
		"and obsolete objects are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Design",
	Analyzer:    project.ApplicationCop,
	UsesProject: true, // it asks the project for implementations of the interface
	// A file's reports depend on a codeunit of another file implementing
	// the interface.
	ProjectFacts: func(sum *symbols.Summary) string {
		return strconv.FormatBool(appImplements(sum, "Http Client Handler"))
	},
	Run: func(pass *analysis.Pass) {
		reportMissingImplementation(pass, "Http Client Handler", requiredCodeunit{2350, "Rest Client"})
	},
}

// AC0034 reports objects that use the System Application's telemetry
// codeunits in an app that implements no "Telemetry Logger".
var AC0034 = &analysis.Rule{
	ID:      "AC0034",
	Title:   "Using the Telemetry codeunits requires a Telemetry Logger implementation",
	Message: "%s uses the \"Telemetry\" or \"Feature Telemetry\" codeunit, but no codeunit of this app implements the \"Telemetry Logger\" interface",
	Description: "The System Application's codeunits 8711 \"Telemetry\" and 8703 \"Feature Telemetry\" " +
		"send an app's telemetry only to where the app's own \"Telemetry Logger\" implementation " +
		"(registered in an OnRegisterTelemetryLogger subscriber, one per publisher) logs it: an app " +
		"that declares a variable, parameter or return value of either codeunit and implements no " +
		"Telemetry Logger loses its events. Reported once per object, on its name; a logger in a " +
		"dependency does not count, and whether the logger is registered is not checked. Only the codeunits with both the " +
		"id and the name count; an object literal is no use. Test and test runner codeunits and " +
		"obsolete objects are skipped.",
	Severity:     analysis.SeverityWarning,
	Category:     "Design",
	Analyzer:     project.ApplicationCop,
	UsesProject:  true, // it asks the project for implementations of the interface
	ProjectFacts: func(sum *symbols.Summary) string { return strconv.FormatBool(appImplements(sum, "Telemetry Logger")) },
	Run: func(pass *analysis.Pass) {
		reportMissingImplementation(pass, "Telemetry Logger", requiredCodeunit{8711, "Telemetry"}, requiredCodeunit{8703, "Feature Telemetry"})
	},
}

// requiredCodeunit is a codeunit of the System Application known by its id
// and name: a codeunit of the project with the same name and another id
// (or the reverse) is not it.
type requiredCodeunit struct {
	id   int
	name string
}

// reportMissingImplementation reports, once per object of the file, an
// object that declares a variable, parameter or return value of one of
// the codeunits when no codeunit of the app implements iface.
func reportMissingImplementation(pass *analysis.Pass, iface string, codeunits ...requiredCodeunit) {
	f := pass.File
	if pass.Summary == nil || appImplements(pass.Summary, iface) {
		return
	}
	scopes := pass.Scopes()
	reported := map[*syntax.Node]bool{}
	for _, d := range scopes.Decls {
		switch d.Kind {
		case symbols.GlobalVar, symbols.LocalVar, symbols.Param, symbols.ReturnValue:
		default:
			continue
		}
		obj := d.Object
		if d.Node == nil || d.Inherited || obj == nil || reported[obj] || !strings.EqualFold(d.Type.Kind, "Codeunit") {
			continue
		}
		o := scopes.ObjectOfType(d.Type)
		if o == nil || !isOneOf(o, codeunits) || skippedObject(f, obj) {
			continue
		}
		reported[obj] = true
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.Text(span)})
	}
}

// appImplements reports whether a codeunit of the app itself (not of a
// dependency) implements the interface named iface.
func appImplements(sum *symbols.Summary, iface string) bool {
	for _, o := range sum.Implementers(iface) {
		if o.Kind == "codeunit" && sum.IsOwn(o) {
			return true
		}
	}
	return false
}

// isOneOf reports whether o is one of the codeunits, by id and name.
func isOneOf(o *symbols.Object, codeunits []requiredCodeunit) bool {
	for _, c := range codeunits {
		if o.Kind == "codeunit" && o.ID == c.id && strings.EqualFold(o.Name, c.name) {
			return true
		}
	}
	return false
}

// skippedObject reports whether obj is a test or test runner codeunit or
// obsolete.
func skippedObject(f *syntax.File, obj *syntax.Node) bool {
	if f.IsObsolete(obj) {
		return true
	}
	if f.ObjectKind(obj) != syntax.KwCodeunit {
		return false
	}
	p := f.Property(obj, "Subtype")
	return p != nil && (f.PropertyValueIs(p, "Test") || f.PropertyValueIs(p, "TestRunner"))
}
