package platformcop

import (
	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// PC0005 reports public tables, non-API pages and reports without an
// explicit Extensible property.
var PC0005 = &analysis.Rule{
	ID:      "PC0005",
	Title:   "Explicitly set Extensible property on public objects",
	Message: "%s %s should set the Extensible property explicitly",
	Description: "Whether other apps may extend a table, page or report is a design decision. Setting " +
		"Extensible explicitly documents it; the fix writes the platform default, Extensible = true, so " +
		"behaviour does not change. Tables with Access = Internal, API pages and obsolete objects are " +
		"skipped. Off by default; needs runtime 4.0 or later.",
	Severity:     analysis.SeverityWarning,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.PlatformCop,
	FixKeys:      []string{"PC0005.SetExtensible"},
	Run:          runPC0005,
}

// PC0006 reports objects that rely on the default of the Access property.
var PC0006 = &analysis.Rule{
	ID:      "PC0006",
	Title:   "Every object needs to specify a value for the Access property",
	Message: "%s %s should set the Access property explicitly",
	Description: "Codeunits, enums, interfaces, permission sets, queries and tables are public unless " +
		"they say otherwise. Setting Access explicitly makes the app's public surface a deliberate " +
		"choice. Two fixes: Access = Public keeps today's behaviour, Access = Internal hides the object " +
		"from other apps. Enums and interfaces are checked from runtime 7.0 on; obsolete objects are " +
		"skipped. Off by default.",
	Severity:     analysis.SeverityWarning,
	OffByDefault: true,
	Category:     "Design",
	Analyzer:     project.PlatformCop,
	FixKeys:      []string{"PC0006.SetAccessPublic", "PC0006.SetAccessInternal"},
	Run:          runPC0006,
}

func runPC0005(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(4, 0) {
		return
	}
	f := pass.File
	for obj := range pass.Objects(syntax.KwTable, syntax.KwPage, syntax.KwReport) {
		kind := f.ObjectKind(obj)
		switch {
		case f.Property(obj, "Extensible") != nil:
			continue
		case kind == syntax.KwTable && !f.IsPublic(obj):
			continue
		case kind == syntax.KwPage && f.IsPageType(obj, "API"):
			continue
		}
		e, ok := edit.AddProperty(f, obj, "Extensible = true;")
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.TokenText(int(obj.First)), f.Text(span)},
			pass.FixIf(ok, "SetExtensible", "Set Extensible to true (the platform default)", e))
	}
}

func runPC0006(pass *analysis.Pass) {
	f := pass.File
	for obj := range pass.Objects(syntax.KwCodeunit, syntax.KwPermissionSet, syntax.KwQuery, syntax.KwTable,
		syntax.KwEnum, syntax.KwInterface) {
		if k := f.ObjectKind(obj); (k == syntax.KwEnum || k == syntax.KwInterface) && !pass.RuntimeAtLeast(7, 0) ||
			f.Property(obj, "Access") != nil {
			continue
		}
		public, okPublic := edit.SetProperty(f, obj, "Access", "Public")
		internal, okInternal := edit.SetProperty(f, obj, "Access", "Internal")
		span := f.DeclSpan(obj)
		pass.Reportf(span, []any{f.TokenText(int(obj.First)), f.Text(span)},
			pass.FixIf(okPublic, "SetAccessPublic", "Set Access to Public (the current default)", public),
			pass.FixIf(okInternal, "SetAccessInternal", "Set Access to Internal", internal))
	}
}
