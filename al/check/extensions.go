package check

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// AL0247: an extension object whose target object no layer declares.
var AL0247 = &analysis.Rule{
	ID:       "AL0247",
	Title:    "The target of the extension object is not found",
	Message:  "The target %s '%s' for the extension object is not found.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "The object a table, page, report, enum or permission set extension extends must be declared " +
		"by the project or a dependency. Reported on the target's name when every dependency, the platform's " +
		"System app included, is loaded. Without the System app (every other dependency loaded) a table " +
		"extension's target is still reported (the platform's system tables cannot be extended at all), and a " +
		"page, report or permission set extension's target only when it is a near miss (at most two letters " +
		"off, or singular for plural in the last word, case ignored) of an object of that kind alfix knows: the platform declares no object that close " +
		"to an application object's name. An enum extension's target may be a platform enum (EventCategory): " +
		"not reported without the System app. Targets written as ids are not checked.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sum := summary(pass)
		if sum == nil || !sum.MembersComplete() {
			return
		}
		sc := pass.Scopes()
		f := pass.File
		for _, d := range declarations(pass) {
			self := sc.ObjectSymbols(d.node)
			if self == nil || self.Extends == "" {
				continue
			}
			baseKind := extendedKind[self.Kind]
			if baseKind == "" || sc.ObjectNamed(baseKind, self.ExtendsNamespace, self.Extends) != nil {
				continue
			}
			from, to := extendsTarget(f, d.node)
			if from < 0 || f.Tokens[from].Kind == syntax.Integer {
				continue
			}
			if !sum.Complete() && !missingWithoutPlatform(sum, baseKind, self.Extends) {
				continue
			}
			pass.Reportf(syntax.Span{Start: f.Tokens[from].Span.Start, End: f.Tokens[to].Span.End},
				[]any{kindName(baseKind), self.Extends})
		}
	},
}

// extendedKind maps the extension kinds AL0247 checks to the kind they
// extend.
var extendedKind = map[string]string{
	"tableextension": "table", "pageextension": "page", "reportextension": "report",
	"enumextension": "enum", "permissionsetextension": "permissionset",
}

// missingWithoutPlatform reports whether an extension target of kind
// called name that no loaded layer declares is missing even though the
// platform's System app is not loaded: see AL0247's description.
func missingWithoutPlatform(sum *symbols.Summary, kind, name string) bool {
	switch kind {
	case "table":
		return true
	case "page", "report", "permissionset":
		return nearMiss(sum, kind, name)
	}
	return false
}

// nearMiss reports whether an object of kind that the summary declares has
// a name at most two edits from name (case ignored), or the same name but
// for the number of its last word (Entry and Entries, Line and Lines),
// name being at least five letters long.
func nearMiss(sum *symbols.Summary, kind, name string) bool {
	want := strings.ToLower(name)
	if len([]rune(want)) < 5 {
		return false
	}
	for _, h := range sum.Closest(symbols.SearchQuery{Text: name, Kinds: []string{kind}}, 20) {
		if h.Object == nil || h.Member >= 0 || h.Object.Kind != kind {
			continue
		}
		have := strings.ToLower(h.Object.Name)
		if symbols.EditDistance(have, want, 2) <= 2 || singular(have) == singular(want) {
			return true
		}
	}
	return false
}

// singular returns a lower-case name with the English plural ending of its
// last word taken off (entries to entry, lines to line); other names as
// they are.
func singular(name string) string {
	switch {
	case strings.HasSuffix(name, "ies"):
		return strings.TrimSuffix(name, "ies") + "y"
	case strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss"):
		return strings.TrimSuffix(name, "s")
	}
	return name
}

// extendsTarget returns the first and last token of the name after an
// extension object's `extends` (a quoted or plain name, possibly
// namespace-qualified), -1, -1 when there is none.
func extendsTarget(f *syntax.File, obj *syntax.Node) (from, to int) {
	end := int(obj.Last)
	if body := obj.Child(syntax.ObjectBody); body != nil {
		end = int(body.First)
	}
	for i := range f.OwnTokens(obj) {
		if f.Tokens[i].Keyword != syntax.KwExtends || i+1 >= end {
			continue
		}
		from, to = i+1, i+1
		for to+2 < end && f.Tokens[to+1].Kind == syntax.Dot {
			to += 2
		}
		return from, to
	}
	return -1, -1
}

// AL0270: a change of a page extension or customization's layout, or of
// a report extension's dataset or request page layout, that names a
// control or data item the target does not have.
var AL0270 = &analysis.Rule{
	ID:       "AL0270",
	Title:    "The control is not found in the target",
	Message:  "The control '%s' is not found in the target '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "In a page extension or page customization, addfirst, addlast, addafter, addbefore and modify " +
		"in the layout name a control or group of the target page or of a page extension " +
		"of it that the project sees (its own, or a loaded dependency's); movefirst, movelast, moveafter and " +
		"movebefore name such an anchor and the controls they move. In a report extension's dataset, add, " +
		"addfirst and addlast name a data item of the target report or of an extension of it. Reported only " +
		"when the target is found and every dependency but the platform's System app is loaded, with the name " +
		"as written (quotes kept), as the compiler does. In a report " +
		"extension's request page, addfirst, addlast, addafter, addbefore and modify in the layout " +
		"name a control of the report's request page or of one an extension of it adds (not checked " +
		"when the report declares no request page controls or it or an extension does not come from source: " +
		"symbol packages' request pages are not read). A report extension's dataset modify names a data item or column " +
		"of the report or of an extension of it (checked when they all come from source: symbol packages do not list " +
		"columns). Area names (Content, Processing, Prompting, ...) and views are not checked. The same changes in the " +
		"actions are AL0271's.",
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { missingAnchors(pass, false) },
}

// AL0271: a change in the actions of a page extension or customization,
// or of a report extension's request page, that names an action the
// target does not have.
var AL0271 = &analysis.Rule{
	ID:       "AL0271",
	Title:    "The action is not found in the target",
	Message:  "The action '%s' is not found in the target '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "In the actions of a page extension or page customization, and of a report extension's request " +
		"page, addfirst, addlast, addafter, addbefore and modify name an action or action group of the target " +
		"or of an extension of it that the project sees, and move* the anchor and the actions they move. " +
		"Reported on the name as written, under AL0270's conditions (the target found, every dependency but the " +
		"platform's System app loaded, a request page's from source). Area names and promoted action categories " +
		"(Category_Process, ...) are not checked; a cue group's actions and the page's controls count as names " +
		"of the page (an extension modifies a cue group's actions from its actions).",
	UsesProject: true,
	Run:         func(pass *analysis.Pass) { missingAnchors(pass, true) },
}

// missingAnchors reports the changes of the file's page, page
// customization and report extensions that name nothing in their target:
// those in the actions sections when actions is set (AL0271), the others
// otherwise (AL0270).
func missingAnchors(pass *analysis.Pass, actions bool) {
	sc, sum := bindingScopes(pass)
	if sc == nil {
		return
	}
	f := pass.File
	sections := []syntax.Keyword{syntax.KwLayout}
	if actions {
		sections = []syntax.Keyword{syntax.KwActions}
	}
	check := func(parent *syntax.Node, names map[string]bool, target string) {
		for _, kw := range sections {
			for _, m := range syntax.Members(f.Section(parent, kw)) {
				for _, tok := range changeNames(f, m, false) {
					if !names[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] {
						pass.Reportf(tokenSpan(f, tok), []any{f.TokenText(tok), target})
					}
				}
			}
		}
	}
	for _, d := range declarations(pass) {
		self := sc.ObjectSymbols(d.node)
		if self == nil || self.Extends == "" {
			continue
		}
		switch self.Kind {
		case "pageextension", "pagecustomization":
			base := sc.ObjectNamed("page", self.ExtendsNamespace, self.Extends)
			if base == nil {
				continue
			}
			check(d.node, pageControlNames(sum, base), base.Name)
		case "reportextension":
			base := sc.ObjectNamed("report", self.ExtendsNamespace, self.Extends)
			if base == nil {
				continue
			}
			if !actions {
				names := reportDataItemNames(sum, base)
				dataset, known := sum.ReportDatasetNames(base)
				for _, m := range syntax.Members(f.Section(d.node, syntax.KwDataSet)) {
					for _, tok := range changeNames(f, m, true) {
						if !names[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] {
							pass.Reportf(tokenSpan(f, tok), []any{f.TokenText(tok), base.Name})
						}
					}
					if tok := datasetModify(f, m); known && tok >= 0 && !dataset[strings.ToLower(syntax.Unquote(f.TokenText(tok)))] {
						pass.Reportf(tokenSpan(f, tok), []any{f.TokenText(tok), base.Name})
					}
				}
			}
			rp := f.Section(d.node, syntax.KwRequestPage)
			if rp == nil {
				continue
			}
			if controls := requestPageNames(sum, base); controls != nil {
				check(rp, controls, base.Name)
			}
		}
	}
}

// areaNames are the areas of page layouts and actions; a change anchored
// on one is not checked (an extension may name an area the page does not
// spell out in the form the summary keeps).
var areaNames = map[string]bool{
	"content": true, "factboxes": true, "processing": true, "navigation": true, "creation": true,
	"reporting": true, "promoted": true, "rolecenter": true, "sections": true, "embedding": true,
	"systemactions": true, "prompting": true,
}

// implicitName reports whether a change names a control the platform
// makes without a declaration: an area, or a promoted action category
// (Category_Process, Category_New, Category_Report, Category_Category4,
// ...) that the PromotedCategory of an action implies.
func implicitName(name string) bool {
	name = strings.ToLower(name)
	return areaNames[name] || strings.HasPrefix(name, "category_")
}

// changeNames returns the tokens of the names a change element m names in
// its target: the anchor of add*/modify (and the moved names of move*) for
// a page, the data item of add/addfirst/addlast for a report's dataset.
// Names written as more than one token and area names are left out.
func changeNames(f *syntax.File, m *syntax.Node, dataset bool) []int {
	if m.Kind != syntax.Element {
		return nil
	}
	var groups [][]syntax.TokenRange
	switch kw := f.SectionKind(m); {
	case dataset && (kw == syntax.KwAdd || kw == syntax.KwAddFirst || kw == syntax.KwAddLast):
		groups = [][]syntax.TokenRange{f.ElementArgs(m, false)}
	case dataset:
		return nil
	case kw == syntax.KwAddFirst || kw == syntax.KwAddLast || kw == syntax.KwAddAfter || kw == syntax.KwAddBefore ||
		kw == syntax.KwModify:
		groups = [][]syntax.TokenRange{f.ElementArgs(m, false)}
	case kw == syntax.KwMoveFirst || kw == syntax.KwMoveLast || kw == syntax.KwMoveAfter || kw == syntax.KwMoveBefore:
		groups = [][]syntax.TokenRange{f.ElementArgs(m, true)}
	default:
		return nil
	}
	var out []int
	for _, args := range groups {
		for _, a := range args {
			if a.Len() != 1 {
				continue
			}
			tok := a.First
			if k := f.Tokens[tok].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
				continue
			}
			if implicitName(syntax.Unquote(f.TokenText(tok))) {
				continue
			}
			out = append(out, tok)
		}
	}
	return out
}

// datasetModify returns the token of the data item or column a report
// extension's dataset modify(Name) names, -1 for other elements and
// shapes.
func datasetModify(f *syntax.File, m *syntax.Node) int {
	if m.Kind != syntax.Element || f.SectionKind(m) != syntax.KwModify {
		return -1
	}
	args := f.ElementArgs(m, false)
	if len(args) != 1 || args[0].Len() != 1 || !isName(f, args[0].First) {
		return -1
	}
	return args[0].First
}

// pageControlNames returns the lower-case names of every control, group,
// area and action of page and of its extensions and customizations that
// the summary holds (changes that only name a base control left out): a
// cue group's actions among them (layout controls below the cue group, in
// source and in symbol packages alike), which an extension names from its
// actions.
func pageControlNames(sum *symbols.Summary, page *symbols.Object) map[string]bool {
	names := map[string]bool{}
	for _, o := range append([]*symbols.Object{page}, sum.Extensions(page)...) {
		for _, cs := range [][]symbols.Control{o.Controls, o.Actions} {
			for _, c := range cs {
				if c.Kind != "" && c.Name != "" {
					names[strings.ToLower(c.Name)] = true
				}
			}
		}
	}
	return names
}

// reportDataItemNames returns the lower-case names of the data items of a
// report and of its report extensions.
func reportDataItemNames(sum *symbols.Summary, report *symbols.Object) map[string]bool {
	out := map[string]bool{}
	for _, o := range append([]*symbols.Object{report}, sum.Extensions(report)...) {
		for _, di := range o.DataItems {
			if di.Kind == "dataitem" {
				out[strings.ToLower(di.Name)] = true
			}
		}
	}
	return out
}

// requestPageNames returns the lower-case names of the controls and
// actions of a report's request page and of those its report extensions
// add, nil when the report declares none in the summary or when it or an
// extension of it does not come from source (the project's or another
// project's of the workspace): a symbol package's request pages are not in
// the summary, so no name can be judged missing.
func requestPageNames(sum *symbols.Summary, report *symbols.Object) map[string]bool {
	if len(report.Controls) == 0 && len(report.Actions) == 0 {
		return nil
	}
	out := map[string]bool{}
	for _, o := range append([]*symbols.Object{report}, sum.Extensions(report)...) {
		if !sum.IsOwn(o) {
			if dep := sum.DependencyOf(o); dep == nil || dep.Origin != symbols.FromProject {
				return nil
			}
		}
		for _, cs := range [][]symbols.Control{o.Controls, o.Actions} {
			for _, c := range cs {
				if c.Kind != "" && c.Name != "" {
					out[strings.ToLower(c.Name)] = true
				}
			}
		}
	}
	return out
}

// AL0295: a table extension's modify(Field) naming no field of the target
// table.
var AL0295 = &analysis.Rule{
	ID:       "AL0295",
	Title:    "The field is not found in the target",
	Message:  "The field '%s' is not found in the target '%s'.",
	Severity: analysis.SeverityError,
	Category: "Compiler",
	Analyzer: Analyzer,
	Description: "A modify(Field) in a table extension's fields names a field of the table it extends or of an " +
		"extension of that table that the project sees (its own, or a loaded dependency's); system fields " +
		"(SystemId, ...) count. Reported only when the table is found and every dependency but the " +
		"platform's System app is loaded.",
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		sc, sum := bindingScopes(pass)
		if sc == nil {
			return
		}
		f := pass.File
		for _, d := range declarations(pass) {
			self := sc.ObjectSymbols(d.node)
			if self == nil || self.Kind != "tableextension" || self.Extends == "" {
				continue
			}
			base := sc.ObjectNamed("table", self.ExtendsNamespace, self.Extends)
			if base == nil {
				continue
			}
			for _, m := range syntax.Members(f.Section(d.node, syntax.KwFields)) {
				if m.Kind != syntax.Element || f.SectionKind(m) != syntax.KwModify {
					continue
				}
				args := f.ElementArgs(m, false)
				if len(args) != 1 || args[0].Len() != 1 || !f.Tokens[args[0].First].Kind.IsName() {
					continue
				}
				tok := args[0].First
				name := syntax.Unquote(f.TokenText(tok))
				if sum.Field(base, name) == nil {
					pass.Reportf(tokenSpan(f, tok), []any{name, base.Name})
				}
			}
		}
	},
}
