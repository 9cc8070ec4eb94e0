package lintercop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/al/xliff"
)

// LC0091 reports translatable texts that a translation file of the app
// leaves untranslated.
var LC0091 = &analysis.Rule{
	ID:      "LC0091",
	Title:   "Translatable text should be translated",
	Message: "'%s' has no translation in %s",
	Description: "An app with the feature TranslationFile gets its texts translated through the XLIFF files of its " +
		"Translations folder, one per target language; the compiler writes the texts to translate into the " +
		"generated <app name>.g.xlf, which is not a translation. A text reported here has no trans-unit with a " +
		"usable target in one or more of those languages: no unit under its id, no target, a blank target, or " +
		"a target in state needs-translation. The languages are the target-language attributes of the files, " +
		"or the alcops.json setting LanguagesToTranslate when set (then files of other languages are ignored " +
		"and a language without a file misses every text). Checked are the Caption of tables, table " +
		"extensions, pages, page extensions, reports, XMLports, enums, queries, profiles and permission sets; " +
		"the Caption and ToolTip of table fields; the Caption, ToolTip and OptionCaption of page and request " +
		"page controls and the Caption and ToolTip of their actions (in an extension, the controls and actions " +
		"it adds); enum value captions; report labels; and Label variables, global or local. Locked texts, " +
		"obsolete objects, fields, controls, actions and procedures, and projects without translation files " +
		"are skipped; so are labels in the triggers of report data items, XMLport nodes and query columns, " +
		"and analysis views, whose trans-unit ids alfix does not know.",
	Severity: analysis.SeverityWarning,
	Category: "Design",
	Analyzer: project.LinterCop,
	Run:      runLC0091,
}

// lc0091Languages returns the languages texts must be translated into: the
// alcops.json setting LanguagesToTranslate when it names any, else the
// target languages of the translation files.
func lc0091Languages(cfg analysis.ConfigView) []string {
	var set []string
	if cfg.Threshold("LanguagesToTranslate", &set) {
		var out []string
		for _, l := range set {
			if l = strings.TrimSpace(l); l != "" && !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, l) }) {
				out = append(out, l)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if x := cfg.Translations(); x != nil {
		return x.Languages
	}
	return nil
}

// lc0091Captioned are the object kinds whose own Caption is checked.
var lc0091Captioned = map[syntax.Keyword]bool{
	syntax.KwTable: true, syntax.KwTableExtension: true, syntax.KwPage: true, syntax.KwPageExtension: true,
	syntax.KwReport: true, syntax.KwXmlPort: true, syntax.KwEnum: true, syntax.KwQuery: true,
	syntax.KwProfile: true, syntax.KwPermissionSet: true,
}

// lc0091Canonical spells the checked properties as trans-unit ids hash
// them, however the source spells them (caption = '...').
var lc0091Canonical = map[string]string{"caption": "Caption", "tooltip": "ToolTip", "optioncaption": "OptionCaption"}

// lc0091Props are the translatable properties checked on page controls,
// actions and table fields.
var (
	lc0091ControlProps = []string{"Caption", "ToolTip", "OptionCaption"}
	lc0091ActionProps  = []string{"Caption", "ToolTip"}
	lc0091FieldProps   = []string{"Caption", "ToolTip"}
)

// lc0091Check is one file's check: the languages and the index.
type lc0091Check struct {
	pass  *analysis.Pass
	f     *syntax.File
	langs []string
	index *project.TranslationIndex
}

func runLC0091(pass *analysis.Pass) {
	cfg := pass.Config
	// The compiler writes no translation file without the feature; a
	// configuration without app.json (no name) is not held to it.
	if cfg.Name() != "" && !cfg.HasFeature("TranslationFile") {
		return
	}
	langs := lc0091Languages(cfg)
	if len(langs) == 0 {
		return
	}
	c := &lc0091Check{pass: pass, f: pass.File, langs: langs, index: cfg.Translations()}
	for _, obj := range c.f.Objects() {
		c.object(obj)
	}
}

// report reports the text at span, named name, when its trans-unit id is
// not translated in every language.
func (c *lc0091Check) report(span syntax.Span, name string, steps []xliff.Step) {
	id := xliff.ID(steps...)
	var missing []string
	for _, l := range c.langs {
		if !c.index.Translated(id, l) {
			missing = append(missing, l)
		}
	}
	if len(missing) == 0 {
		return
	}
	slices.Sort(missing)
	c.pass.Reportf(span, []any{name, strings.Join(missing, ", ")})
}

// lc0091Step returns steps followed by one more step, never sharing steps'
// backing array.
func lc0091Step(steps []xliff.Step, typ, name string) []xliff.Step {
	return append(slices.Clip(steps), xliff.Step{Type: typ, Name: name})
}

// props checks the named translatable properties of n, below steps.
func (c *lc0091Check) props(n *syntax.Node, steps []xliff.Step, names []string) {
	for _, p := range syntax.Properties(n) {
		name := lc0091Canonical[strings.ToLower(c.f.PropertyName(p))]
		if !slices.Contains(names, name) {
			continue
		}
		lv := c.f.PropertyLabel(p)
		if lv.Text < 0 || lv.ArgIs("Locked", "true") {
			continue
		}
		span := c.f.Span(p)
		if v := p.Child(syntax.PropertyValue); v != nil {
			span.End = c.f.Span(v).End
		}
		c.report(span, name, lc0091Step(steps, xliff.Property, name))
	}
}

func (c *lc0091Check) object(obj *syntax.Node) {
	f := c.f
	kw := f.ObjectKind(obj)
	typ, ok := xliff.ObjectType(f.TokenText(int(obj.First)))
	if !ok || f.IsObsolete(obj) {
		return
	}
	root := []xliff.Step{{Type: typ, Name: f.DeclName(obj)}}
	if lc0091Captioned[kw] {
		c.props(obj, root, []string{"Caption"})
	}
	extension := kw == syntax.KwPageExtension || kw == syntax.KwReportExtension
	for _, m := range syntax.Members(obj) {
		switch m.Kind {
		case syntax.VarSection:
			c.labels(m, root)
		case syntax.Procedure, syntax.Trigger:
			c.routine(m, root)
		case syntax.Element:
			if (kw == syntax.KwEnum || kw == syntax.KwEnumExtension) && f.SectionKind(m) == syntax.KwValue && !f.IsObsolete(m) {
				c.props(m, lc0091Step(root, xliff.EnumValue, f.DeclName(m)), []string{"Caption"})
			}
		case syntax.Section:
			c.section(m, root, kw, extension)
		}
	}
}

// section checks a section of an object (or of a request page) below
// steps; extension is set in page and report extensions, where only added
// controls and actions are the extension's texts.
func (c *lc0091Check) section(sec *syntax.Node, steps []xliff.Step, kw syntax.Keyword, extension bool) {
	f := c.f
	switch f.SectionKind(sec) {
	case syntax.KwFields:
		if kw != syntax.KwTable && kw != syntax.KwTableExtension {
			return
		}
		for _, el := range syntax.Members(sec) {
			if el.Kind != syntax.Element || f.IsObsolete(el) {
				continue
			}
			switch f.SectionKind(el) {
			case syntax.KwField:
				s := lc0091Step(steps, xliff.Field, f.DeclName(el))
				c.props(el, s, lc0091FieldProps)
				c.triggers(el, s)
			case syntax.KwModify:
				c.triggers(el, lc0091Step(steps, xliff.Field, f.DeclName(el)))
			}
		}
	case syntax.KwLayout:
		c.elements(sec, steps, xliff.Control, lc0091ControlProps, !extension)
	case syntax.KwActions:
		c.elements(sec, steps, xliff.Action, lc0091ActionProps, !extension)
	case syntax.KwRequestPage:
		// The request page's controls and actions are the report's (or
		// XMLport's); its own caption and triggers are left out.
		for _, m := range syntax.Members(sec) {
			if m.Kind == syntax.Section {
				c.section(m, steps, syntax.KwPage, extension)
			}
		}
	case syntax.KwLabels:
		if kw != syntax.KwReport && kw != syntax.KwReportExtension {
			return
		}
		for _, p := range syntax.Properties(sec) {
			lv := f.PropertyLabel(p)
			if lv.Text < 0 || lv.ArgIs("Locked", "true") {
				continue
			}
			name := f.PropertyName(p)
			span := f.Span(p)
			if v := p.Child(syntax.PropertyValue); v != nil {
				span.End = f.Span(v).End
			}
			c.report(span, name, lc0091Step(steps, xliff.ReportLabel, name))
		}
	}
}

// elements checks the controls or actions below a layout or actions
// section: their properties when added is set (in an object, or inside an
// add* element of an extension), and the labels of their triggers.
func (c *lc0091Check) elements(n *syntax.Node, steps []xliff.Step, typ string, props []string, added bool) {
	f := c.f
	for _, el := range syntax.Members(n) {
		if el.Kind != syntax.Element || f.IsObsolete(el) {
			continue
		}
		switch f.SectionKind(el) {
		case syntax.KwAddFirst, syntax.KwAddLast, syntax.KwAddAfter, syntax.KwAddBefore:
			c.elements(el, steps, typ, props, true)
		case syntax.KwMoveFirst, syntax.KwMoveLast, syntax.KwMoveAfter, syntax.KwMoveBefore:
		case syntax.KwModify:
			c.triggers(el, lc0091Step(steps, typ, f.DeclName(el)))
		default:
			s := lc0091Step(steps, typ, f.DeclName(el))
			if added {
				c.props(el, s, props)
			}
			c.triggers(el, s)
			c.elements(el, steps, typ, props, added)
		}
	}
}

// triggers checks the labels of the triggers of n, below steps.
func (c *lc0091Check) triggers(n *syntax.Node, steps []xliff.Step) {
	for _, t := range syntax.Triggers(n) {
		c.routine(t, steps)
	}
}

// routine checks the label locals of a procedure or trigger below steps;
// global labels of its object are checked by the object.
func (c *lc0091Check) routine(r *syntax.Node, steps []xliff.Step) {
	if r.Kind == syntax.Procedure && c.f.HasObsoleteAttribute(r) {
		return
	}
	s := lc0091Step(steps, xliff.Method, c.f.DeclName(r))
	for _, vs := range r.ChildrenOf(syntax.VarSection) {
		c.labels(vs, s)
	}
}

// labels checks the Label variables of a var section below steps.
func (c *lc0091Check) labels(vs *syntax.Node, steps []xliff.Step) {
	f := c.f
	for _, vd := range vs.ChildrenOf(syntax.VariableDecl) {
		lv, ok := f.VariableLabel(vd)
		if !ok || lv.ArgIs("Locked", "true") {
			continue
		}
		name := f.NameToken(vd)
		tr := vd.Child(syntax.TypeRef)
		if name < 0 || tr == nil {
			continue
		}
		span := syntax.Span{Start: f.Tokens[name].Span.Start, End: f.Span(tr).End}
		n := syntax.Unquote(f.TokenText(name))
		c.report(span, n, lc0091Step(steps, xliff.NamedType, n))
	}
}
