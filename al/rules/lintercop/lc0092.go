package lintercop

import (
	"encoding/json"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/dlclark/regexp2/v2"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0092 checks names against the naming patterns of alcops.json.
var LC0092 = &analysis.Rule{
	ID:      "LC0092",
	Title:   "Name does not match naming convention",
	Message: `%s name "%s" %s`,
	Description: "Checks the names of objects, procedures, parameters, named return values, " +
		"variables, table fields, enum values, page actions and controls against an allowed and a " +
		"disallowed regular expression (.NET syntax, as ALCops uses). alcops.json's NamingPatterns " +
		"sets them per target (AllowPattern, DisallowPattern, AllowDescription, DisallowDescription): " +
		"Procedure (with LocalProcedure, GlobalProcedure, EventSubscriber and EventDeclaration), " +
		"Variable (with LocalVariable, GlobalVariable; Parameter inherits from LocalVariable, " +
		"VarParameter from Parameter, ReturnValue from LocalVariable), Object, Field, Action, " +
		"EnumValue and Control; the most specific target set wins. Without settings, procedures, " +
		"return values, objects, actions and controls must start with an uppercase letter, " +
		"variables and parameters too (or with _ or x before one; single letters pass) and " +
		"variables may not contain %, &, ! or ?, fields must start with a letter and may not " +
		"contain those characters; enum values are not checked. An object name that fails is " +
		"checked again without the mandatory prefix or affix of AppSourceCop.json it starts or " +
		"ends with, and reported when that fails too; & accelerators are removed from action and " +
		"control names; action areas are not checked. Triggers, procedures implementing an interface method, the parameters of " +
		"event subscribers (they must match the publisher), controls of API pages and queries and " +
		"of extensions of API pages, obsolete objects and members are skipped.",
	Severity:    analysis.SeverityWarning,
	Category:    "Naming",
	Analyzer:    project.LinterCop,
	UsesProject: true,
	Run:         runLC0092,
}

// namingTarget is what a checked name names.
type namingTarget uint8

const (
	ntProcedure namingTarget = iota
	ntLocalProcedure
	ntGlobalProcedure
	ntEventSubscriber
	ntEventDeclaration
	ntVariable
	ntLocalVariable
	ntGlobalVariable
	ntParameter
	ntVarParameter
	ntReturnValue
	ntObject
	ntField
	ntAction
	ntEnumValue
	ntControl
	numNamingTargets
)

// namingTargetNames are the targets' keys in alcops.json.
var namingTargetNames = [numNamingTargets]string{
	"Procedure", "LocalProcedure", "GlobalProcedure", "EventSubscriber", "EventDeclaration",
	"Variable", "LocalVariable", "GlobalVariable", "Parameter", "VarParameter", "ReturnValue",
	"Object", "Field", "Action", "EnumValue", "Control",
}

// namingParent is the target whose patterns a target inherits.
var namingParent = map[namingTarget]namingTarget{
	ntLocalProcedure: ntProcedure, ntGlobalProcedure: ntProcedure, ntEventSubscriber: ntProcedure,
	ntEventDeclaration: ntProcedure, ntLocalVariable: ntVariable, ntGlobalVariable: ntVariable,
	ntParameter: ntLocalVariable, ntVarParameter: ntParameter, ntReturnValue: ntLocalVariable,
}

// A namingPattern is a target's pair of patterns, as alcops.json writes it.
type namingPattern struct {
	AllowPattern, DisallowPattern, AllowDescription, DisallowDescription string
}

// The built-in patterns.
const (
	upperStart      = `^[A-Z]`
	upperStartOrUnd = `^(?:[A-Za-z]$|[A-Z]|_[A-Z]|x[A-Z])`
	letterStart     = `^[A-Za-z]`
	specialChars    = `[%&!?]`
)

var (
	pascalCase    = namingPattern{AllowPattern: upperStart, AllowDescription: "should start with an uppercase letter"}
	pascalCaseUnd = namingPattern{AllowPattern: upperStartOrUnd,
		AllowDescription: "should start with an uppercase letter, or with _ or x before one (single letters pass)"}
	pascalCaseUndNoSpecial = namingPattern{AllowPattern: upperStartOrUnd, DisallowPattern: specialChars,
		AllowDescription:    pascalCaseUnd.AllowDescription,
		DisallowDescription: "should not contain %, &, ! or ?"}
	letterNoSpecial = namingPattern{AllowPattern: letterStart, DisallowPattern: specialChars,
		AllowDescription: "should start with a letter", DisallowDescription: "should not contain %, &, ! or ?"}
)

// builtinNaming are the patterns without settings.
var builtinNaming = map[namingTarget]namingPattern{
	ntProcedure: pascalCase, ntVariable: pascalCaseUndNoSpecial, ntLocalVariable: pascalCaseUndNoSpecial,
	ntGlobalVariable: pascalCaseUndNoSpecial, ntParameter: pascalCaseUnd, ntVarParameter: pascalCaseUnd,
	ntReturnValue: pascalCase, ntObject: pascalCase, ntField: letterNoSpecial, ntAction: pascalCase,
	ntControl: pascalCase,
}

// compiledPattern is one compiled pattern with its text and description.
type compiledPattern struct {
	re *regexp2.Regexp
	// native, when set, matches instead of re: a Go function that decides
	// exactly as the built-in pattern does, without the regexp engine's
	// cost on every name of every file.
	native      func(string) bool
	text, about string
}

// nativePatterns are the built-in patterns as Go functions (ASCII classes;
// $ also matches before a final newline, as in .NET).
var nativePatterns = map[string]func(string) bool{
	upperStart: func(s string) bool { return s != "" && isASCIIUpper(s[0]) },
	upperStartOrUnd: func(s string) bool {
		switch {
		case s == "":
			return false
		case isASCIILetter(s[0]) && (len(s) == 1 || len(s) == 2 && s[1] == '\n'):
			return true
		case isASCIIUpper(s[0]):
			return true
		}
		return len(s) >= 2 && (s[0] == '_' || s[0] == 'x') && isASCIIUpper(s[1])
	},
	letterStart:  func(s string) bool { return s != "" && isASCIILetter(s[0]) },
	specialChars: func(s string) bool { return strings.ContainsAny(s, "%&!?") },
}

func isASCIIUpper(b byte) bool  { return 'A' <= b && b <= 'Z' }
func isASCIILetter(b byte) bool { return isASCIIUpper(b) || 'a' <= b && b <= 'z' }

// namingRules are the compiled patterns of every target.
type namingRules [numNamingTargets]struct{ allow, disallow *compiledPattern }

// patternTimeout bounds one match, as ALCops bounds its .NET matches.
const patternTimeout = 2 * time.Second

// compileNaming resolves and compiles the patterns of every target from
// alcops.json's NamingPatterns (user is nil without settings): along a
// target's inheritance chain the first target the settings name decides
// (with both patterns empty it switches the check off), else the first
// with built-in patterns. A pattern that does not compile is not checked.
func compileNaming(user map[string]namingPattern) *namingRules {
	var out namingRules
	for t := range numNamingTargets {
		p, found := namingPattern{}, false
		for c := t; ; {
			if u, ok := userPattern(user, c); ok {
				p, found = u, true
				break
			}
			next, ok := namingParent[c]
			if !ok {
				break
			}
			c = next
		}
		if !found {
			for c := t; ; {
				if b, ok := builtinNaming[c]; ok {
					p = b
					break
				}
				next, ok := namingParent[c]
				if !ok {
					break
				}
				c = next
			}
		}
		out[t].allow = compilePattern(p.AllowPattern, p.AllowDescription)
		out[t].disallow = compilePattern(p.DisallowPattern, p.DisallowDescription)
	}
	return &out
}

// userPattern returns the settings of a target, its key compared ignoring
// case.
func userPattern(user map[string]namingPattern, t namingTarget) (namingPattern, bool) {
	for k, v := range user {
		if strings.EqualFold(k, namingTargetNames[t]) {
			return v, true
		}
	}
	return namingPattern{}, false
}

func compilePattern(pattern, about string) *compiledPattern {
	if strings.TrimSpace(pattern) == "" {
		return nil
	}
	if native, ok := nativePatterns[strings.TrimSpace(pattern)]; ok {
		return &compiledPattern{native: native, text: pattern, about: about}
	}
	re, err := regexp2.Compile(strings.TrimSpace(pattern))
	if err != nil {
		return nil
	}
	re.MatchTimeout = patternTimeout
	return &compiledPattern{re: re, text: pattern, about: about}
}

// namingCache keeps the compiled patterns by the NamingPatterns JSON they
// were compiled from: compiling them for every file would cost more than
// the matching.
var namingCache sync.Map // string -> *namingRules

// builtinRules are the compiled built-in patterns.
var builtinRules = sync.OnceValue(func() *namingRules { return compileNaming(nil) })

// namingRulesOf returns the compiled patterns of the pass's configuration.
func namingRulesOf(pass *analysis.Pass) *namingRules {
	var raw json.RawMessage
	if !pass.Config.Threshold("NamingPatterns", &raw) {
		return builtinRules()
	}
	if r, ok := namingCache.Load(string(raw)); ok {
		return r.(*namingRules)
	}
	var user map[string]namingPattern
	if json.Unmarshal(raw, &user) != nil {
		return builtinRules()
	}
	r := compileNaming(user)
	namingCache.Store(string(raw), r)
	return r
}

// matches runs a pattern; a match that times out counts as no match.
func (p *compiledPattern) matches(name string) bool {
	if p.native != nil {
		return p.native(name)
	}
	ok, err := p.re.MatchString(name)
	return ok && err == nil
}

// namingKinds are the words the message names a target with.
var namingKinds = [numNamingTargets]string{
	ntProcedure: "Procedure", ntLocalProcedure: "Procedure", ntGlobalProcedure: "Procedure",
	ntEventSubscriber: "Event subscriber", ntEventDeclaration: "Event declaration",
	ntVariable: "Variable", ntLocalVariable: "Variable", ntGlobalVariable: "Variable",
	ntParameter: "Parameter", ntVarParameter: "Parameter", ntReturnValue: "Return value",
	ntObject: "Object", ntField: "Field", ntAction: "Action", ntEnumValue: "Enum value", ntControl: "Control",
}

// namingObjectKinds are the object kinds whose names LC0092 checks.
var namingObjectKinds = map[syntax.Keyword]bool{
	syntax.KwTable: true, syntax.KwPage: true, syntax.KwCodeunit: true, syntax.KwReport: true,
	syntax.KwQuery: true, syntax.KwXmlPort: true, syntax.KwEnum: true, syntax.KwInterface: true,
	syntax.KwPermissionSet: true,
}

func runLC0092(pass *analysis.Pass) {
	c := namingChecker{pass: pass, f: pass.File, rules: namingRulesOf(pass)}
	for obj := range pass.Objects() {
		c.object(obj)
	}
}

// namingChecker checks the names of one file.
type namingChecker struct {
	pass  *analysis.Pass
	f     *syntax.File
	rules *namingRules
}

// check matches the name of token i against a target's patterns. The
// alternatives (an object name without its affix) are tried when the name
// fails a pattern: it is reported only when they all fail.
func (c *namingChecker) check(i int, t namingTarget, name string, alternatives ...string) {
	if strings.TrimSpace(name) == "" {
		return
	}
	r := c.rules[t]
	fails := func(p *compiledPattern, allow bool) bool {
		if p.matches(name) == allow {
			return false
		}
		for _, n := range alternatives {
			if p.matches(n) == allow {
				return false
			}
		}
		return true
	}
	if r.allow != nil && fails(r.allow, true) {
		c.pass.Reportf(c.f.Tokens[i].Span, []any{namingKinds[t], syntax.Unquote(c.f.TokenText(i)), explainPattern(r.allow, name, true)})
	}
	if r.disallow != nil && fails(r.disallow, false) {
		c.pass.Reportf(c.f.Tokens[i].Span, []any{namingKinds[t], syntax.Unquote(c.f.TokenText(i)), explainPattern(r.disallow, name, false)})
	}
}

// checkToken checks the name token i.
func (c *namingChecker) checkToken(i int, t namingTarget) {
	if i >= 0 {
		c.check(i, t, syntax.Unquote(c.f.TokenText(i)))
	}
}

// explainPattern says what a name must or must not do, with a corrected
// name for the built-in patterns where one is obvious.
func explainPattern(p *compiledPattern, name string, allow bool) string {
	about := p.about
	if about == "" {
		if allow {
			about = `must match the pattern "` + p.text + `"`
		} else {
			about = `must not match the pattern "` + p.text + `"`
		}
	}
	suggestion := ""
	switch {
	case allow && (p.text == upperStart || p.text == upperStartOrUnd) && len(name) > 1 && unicode.IsLower(rune(name[0])):
		suggestion = strings.ToUpper(name[:1]) + name[1:]
	case !allow && p.text == specialChars:
		suggestion = strings.Map(func(r rune) rune {
			if strings.ContainsRune("%&!?", r) {
				return -1
			}
			return r
		}, name)
	}
	if suggestion != "" && suggestion != name {
		about += `; consider "` + suggestion + `"`
	}
	return about
}

// object checks an object's name and the names declared in it.
func (c *namingChecker) object(obj *syntax.Node) {
	f := c.f
	kind := f.ObjectKind(obj)
	if namingObjectKinds[kind] {
		if i := f.ObjectName(obj); i >= 0 {
			name := syntax.Unquote(f.TokenText(i))
			c.check(i, ntObject, name, stripAffixes(name, c.pass.Config.Affixes()))
		}
	}
	queryType := f.Property(obj, "QueryType")
	apiControls := kind == syntax.KwPage && f.IsPageType(obj, "API") ||
		kind == syntax.KwQuery && queryType != nil && f.PropertyValueIs(queryType, "API") ||
		kind == syntax.KwPageExtension && extendsAPIPage(c.pass, obj)
	c.members(obj, obj, apiControls)
}

// extendsAPIPage reports whether a page extension's base page, as the
// summary knows it, is an API page: its controls are named in camelCase
// like the page's.
func extendsAPIPage(pass *analysis.Pass, ext *syntax.Node) bool {
	f := pass.File
	i := f.FindKeyword(ext, syntax.KwExtends)
	if i < 0 || pass.Summary == nil {
		return false
	}
	base := ""
	for j := i + 1; j < int(ext.Last) && f.Tokens[j].Kind != syntax.LBrace; j++ {
		if k := f.Tokens[j].Kind; k.IsName() && f.Tokens[j].Keyword == syntax.KwNone {
			base = syntax.Unquote(f.TokenText(j)) // the last part of a qualified name
		}
	}
	page := pass.Summary.Object("page", base)
	if page == nil {
		return false
	}
	for _, p := range page.Properties {
		if strings.EqualFold(p.Name, "PageType") && strings.EqualFold(strings.TrimSpace(p.Value), "API") {
			return true
		}
	}
	return false
}

// members checks the members of an object, section or element: variables,
// procedures, fields, enum values, actions and controls, recursively.
func (c *namingChecker) members(obj, n *syntax.Node, apiControls bool) {
	f := c.f
	for _, m := range syntax.Members(n) {
		switch m.Kind {
		case syntax.VarSection:
			c.variables(m, ntGlobalVariable)
		case syntax.Procedure:
			c.procedure(obj, m)
		case syntax.Trigger:
			if vs := m.Child(syntax.VarSection); vs != nil {
				c.variables(vs, ntLocalVariable)
			}
		case syntax.Section:
			c.members(obj, m, apiControls)
		case syntax.Element:
			if f.IsObsolete(m) {
				continue
			}
			c.element(obj, m, apiControls)
			c.members(obj, m, apiControls)
		}
	}
}

// element checks the name of a field, enum value, action or control.
func (c *namingChecker) element(obj, el *syntax.Node, apiControls bool) {
	f := c.f
	kw := f.SectionKind(el)
	section := enclosingSection(f, el)
	objKind := f.ObjectKind(obj)
	switch {
	case kw == syntax.KwField && section == syntax.KwFields:
		c.checkToken(f.ElementNameToken(el), ntField)
	case kw == syntax.KwValue && (objKind == syntax.KwEnum || objKind == syntax.KwEnumExtension):
		c.checkToken(f.ElementNameToken(el), ntEnumValue)
	case section == syntax.KwActions && isActionElement(kw):
		c.checkUI(f.ElementNameToken(el), ntAction)
	case section == syntax.KwLayout && isControlElement(kw) && !apiControls:
		c.checkUI(f.ElementNameToken(el), ntControl)
	case section == syntax.KwElements && objKind == syntax.KwQuery && (kw == syntax.KwColumn || kw == syntax.KwFilter) && !apiControls:
		c.checkUI(f.ElementNameToken(el), ntControl)
	}
}

// checkUI checks an action or control name without its & accelerators.
func (c *namingChecker) checkUI(i int, t namingTarget) {
	if i >= 0 {
		c.check(i, t, strings.ReplaceAll(syntax.Unquote(c.f.TokenText(i)), "&", ""))
	}
}

// enclosingSection returns the keyword of the section an element stands
// in (fields, layout, actions, elements, ...), or KwNone.
func enclosingSection(f *syntax.File, el *syntax.Node) syntax.Keyword {
	for p := el.Parent; p != nil; p = p.Parent {
		switch p.Kind {
		case syntax.Section:
			return f.SectionKind(p)
		case syntax.Object:
			return syntax.KwNone
		}
	}
	return syntax.KwNone
}

func isActionElement(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwAction, syntax.KwGroup, syntax.KwSeparator, syntax.KwActionRef, syntax.KwFileUploadAction,
		syntax.KwCustomAction, syntax.KwSystemAction:
		return true
	}
	return false
}

func isControlElement(kw syntax.Keyword) bool {
	switch kw {
	case syntax.KwGroup, syntax.KwRepeater, syntax.KwCueGroup, syntax.KwFixed, syntax.KwGrid, syntax.KwField,
		syntax.KwPart, syntax.KwSystemPart, syntax.KwChartPart, syntax.KwUserControl, syntax.KwLabel:
		return true
	}
	return false
}

// variables checks the names of a var section's declarations.
func (c *namingChecker) variables(vs *syntax.Node, t namingTarget) {
	for _, vd := range vs.ChildrenOf(syntax.VariableDecl) {
		for _, i := range c.f.VarNames(vd) {
			c.checkToken(i, t)
		}
	}
}

// procedure checks a procedure's name, parameters, return value and local
// variables.
func (c *namingChecker) procedure(obj, proc *syntax.Node) {
	f := c.f
	if f.HasObsoleteAttribute(proc) {
		return
	}
	if vs := proc.Child(syntax.VarSection); vs != nil {
		c.variables(vs, ntLocalVariable)
	}
	if implementsInterfaceMethod(c.pass, obj, proc) {
		return
	}
	target := ntGlobalProcedure
	switch {
	case f.Attribute(proc, "EventSubscriber") != nil:
		target = ntEventSubscriber
	case f.Attribute(proc, "IntegrationEvent", "BusinessEvent") != nil:
		target = ntEventDeclaration
	case f.IsLocal(proc):
		target = ntLocalProcedure
	}
	c.checkToken(f.NameToken(proc), target)
	if target == ntEventSubscriber {
		return // the parameters must match the publisher's
	}
	if pl := proc.Child(syntax.ParameterList); pl != nil {
		for _, p := range pl.ChildrenOf(syntax.Parameter) {
			t := ntParameter
			if f.FindKeyword(p, syntax.KwVar) >= 0 {
				t = ntVarParameter
			}
			c.checkToken(f.NameToken(p), t)
		}
	}
	c.checkToken(f.ReturnName(proc), ntReturnValue)
}

// stripAffixes removes the first mandatory affix an object name starts or
// ends with (compared ignoring case), and the white space beside it.
func stripAffixes(name string, affixes []string) string {
	for _, a := range affixes {
		if len(name) <= len(a) {
			continue
		}
		if strings.EqualFold(name[:len(a)], a) {
			return strings.TrimLeftFunc(name[len(a):], unicode.IsSpace)
		}
		if strings.EqualFold(name[len(name)-len(a):], a) {
			return strings.TrimRightFunc(name[:len(name)-len(a)], unicode.IsSpace)
		}
	}
	return name
}

// implementsInterfaceMethod reports whether a procedure of a codeunit
// implements a method of an interface the codeunit implements (or of the
// interfaces those extend). An interface that is not in the summary counts
// as declaring every non-local procedure: its implementations' names are
// not the codeunit's to choose.
func implementsInterfaceMethod(pass *analysis.Pass, obj, proc *syntax.Node) bool {
	f := pass.File
	impl := obj.Child(syntax.ImplementsList)
	if impl == nil || f.ObjectKind(obj) != syntax.KwCodeunit {
		return false
	}
	name := f.DeclName(proc)
	seen := map[string]bool{}
	var declares func(iface string) bool
	declares = func(iface string) bool {
		key := strings.ToLower(iface)
		if seen[key] {
			return false
		}
		seen[key] = true
		var o *symbols.Object
		if pass.Summary != nil {
			o = pass.Summary.Interface(iface)
		}
		if o == nil {
			return !f.IsLocal(proc)
		}
		for _, p := range o.Procedures {
			if strings.EqualFold(p.Name, name) {
				return true
			}
		}
		for _, parent := range o.Implements {
			if declares(parent) {
				return true
			}
		}
		return false
	}
	for _, iface := range implementedInterfaces(f, impl) {
		if declares(iface) {
			return true
		}
	}
	return false
}

// implementedInterfaces returns the unquoted names in an implements list,
// without namespace qualifiers.
func implementedInterfaces(f *syntax.File, impl *syntax.Node) []string {
	var out []string
	last := ""
	for i := range f.OwnTokens(impl) {
		switch k := f.Tokens[i].Kind; {
		case k.IsName() && f.Tokens[i].Keyword != syntax.KwImplements:
			last = syntax.Unquote(f.TokenText(i))
		case k == syntax.Comma:
			if last != "" {
				out = append(out, last)
			}
			last = ""
		}
	}
	if last != "" {
		out = append(out, last)
	}
	return out
}
