package appsourcecop

import (
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
)

// AS0105 reports uses of other apps' objects that are pending obsoletion
// with a tag older than AppSourceCop.json's obsoleteTagMinAllowedMajorMinor.
var AS0105 = &analysis.Rule{
	ID:      "AS0105",
	Title:   "Object pending obsoletion contains an expired ObsoleteTag",
	Message: "The %s '%s' is pending obsoletion since '%s', before the minimum %s that AppSourceCop.json allows (obsoleteTagMinAllowedMajorMinor)",
	Description: "Microsoft removes an object at the earliest a year after it marks it obsolete pending; " +
		"obsoleteTagMinAllowedMajorMinor in AppSourceCop.json (for example \"18.0\") lets an app check " +
		"early that it no longer uses objects which may be gone in the release it targets. alfix " +
		"reports, at the variable, parameter or return value, each declaration of this file whose " +
		"type names another app's table, page, codeunit, report, xmlport, query, enum or interface " +
		"with ObsoleteState = Pending and an ObsoleteTag of the form Major.Minor lower than that " +
		"minimum, and each extension object whose base object is such an object. Nothing is " +
		"reported without the setting.",
	Severity:    analysis.SeverityError,
	Category:    "Design",
	Analyzer:    project.AppSourceCop,
	UsesProject: true,
	Run:         runAS0105,
}

// as0105Kinds maps a declared type's kind to the object kind it names.
var as0105Kinds = map[string]string{"record": "table", "page": "page", "codeunit": "codeunit", "report": "report",
	"xmlport": "xmlport", "query": "query", "enum": "enum", "interface": "interface"}

// as0105Extends maps an extension object's kind to the kind of its base.
var as0105Extends = map[string]string{"tableextension": "table", "pageextension": "page", "reportextension": "report",
	"enumextension": "enum", "permissionsetextension": "permissionset"}

func runAS0105(pass *analysis.Pass) {
	var minText string
	if !pass.Config.AppSourceCopSetting("obsoleteTagMinAllowedMajorMinor", &minText) {
		return
	}
	minVer, ok := as0105Version(minText)
	if !ok || pass.Summary == nil {
		return
	}
	f, sum := pass.File, pass.Summary
	fileNs, usings := f.Namespace(), f.Usings()
	check := func(span syntax.Span, kind, ns, name string) {
		o := sum.ObjectFrom(kind, ns, name, fileNs, usings)
		if o == nil || sum.IsOwn(o) || !strings.EqualFold(o.ObsoleteState, "Pending") {
			return
		}
		tag := ""
		for _, p := range o.Properties {
			if strings.EqualFold(p.Name, "ObsoleteTag") {
				tag = syntax.StringValue(p.Value)
			}
		}
		if v, ok := as0105Version(tag); ok && as0105Less(v, minVer) {
			pass.Reportf(span, []any{kind, o.Name, tag, strings.TrimSpace(minText)})
		}
	}
	for _, obj := range f.Objects() {
		base := as0105Extends[strings.ToLower(f.TokenText(int(obj.First)))]
		if base == "" {
			continue
		}
		if so := pass.Scopes().ObjectSymbols(obj); so != nil && so.Extends != "" {
			check(f.DeclSpan(obj), base, so.ExtendsNamespace, so.Extends)
		}
	}
	for _, d := range pass.Scopes().Decls {
		kind := as0105Kinds[strings.ToLower(d.Type.Kind)]
		if d.Node == nil || d.NameToken < 0 || kind == "" || d.Type.Object == "" {
			continue
		}
		check(f.Tokens[d.NameToken].Span, kind, d.Type.ObjectNamespace, d.Type.Object)
	}
}

// as0105Version reads "Major.Minor" (surrounding space allowed).
func as0105Version(s string) ([2]int, bool) {
	major, minor, ok := strings.Cut(strings.TrimSpace(s), ".")
	a, err1 := strconv.Atoi(major)
	b, err2 := strconv.Atoi(minor)
	return [2]int{a, b}, ok && err1 == nil && err2 == nil
}

func as0105Less(a, b [2]int) bool { return a[0] < b[0] || a[0] == b[0] && a[1] < b[1] }
