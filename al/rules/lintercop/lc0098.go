package lintercop

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf16"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// LC0098 reports event subscribers whose names do not follow the
// subscriber name template.
var LC0098 = &analysis.Rule{
	ID:      "LC0098",
	Title:   "Event subscriber name does not match the configured template",
	Message: "Event subscriber %s should be named %s",
	Description: "Event subscriber names are built from what they subscribe to. The template is " +
		"alcops.json's SubscriberNamingPattern, by default {Event Source}_{Event Name}[_{Element Name}] " +
		"(the name the AL extension's Find Event generates: \"Sales Header_OnAfterValidateEvent_Posting Date\"). " +
		"Placeholders are {Event Source}, {Event Name} and {Element Name} written as is, or " +
		"{EventSource}/{eventSource}/{event_source}/{event-source} (and the same for EventName and " +
		"ElementName) for PascalCase, camelCase, snake_case and kebab-case, which split the value " +
		"into words at spaces, _ - . / & ( ) + % and case changes. A part in [...] is left out " +
		"when a placeholder in it is empty; other text is kept. In PascalCase and camelCase a word " +
		"keeps its casing when it has an uppercase letter (ID becomes Id); an all-lowercase word " +
		"takes the casing of a known acronym (alcops.json's KnownAcronyms, added to a built-in " +
		"list), and a KnownAcronyms spelling of an uppercase word is accepted too. Subscribers " +
		"whose source object is not found, whose event name is empty, whose expected name would " +
		"be longer than 120 characters or would collide with another procedure or subscriber of " +
		"the object, and obsolete ones are skipped. The fix renames a local subscriber and its " +
		"references in the file; non-local subscribers are reported without a fix, since code in " +
		"other files may call them.",
	Severity:    analysis.SeverityInfo,
	Category:    "Naming",
	Analyzer:    project.LinterCop,
	FixKeys:     []string{"LC0098.Rename"},
	UsesProject: true,
	Run:         runLC0098,
}

// defaultSubscriberTemplate is the name the AL extension generates.
const defaultSubscriberTemplate = "{Event Source}_{Event Name}[_{Element Name}]"

// maxIdentifierLength is the longest identifier the compiler accepts
// (AL0304), in UTF-16 code units.
const maxIdentifierLength = 120

func runLC0098(pass *analysis.Pass) {
	f := pass.File
	namer := subscriberNamerOf(pass)
	for obj := range pass.Objects() {
		procs := syntax.Procedures(obj)
		accepted := make([][]string, len(procs))
		for i, proc := range procs {
			if !f.HasObsoleteAttribute(proc) {
				accepted[i] = namer.accepted(pass, proc)
			}
		}
		// The names the object declares, read when a subscriber is first
		// checked for a clash (once per object, not per subscriber).
		var declared []string
		for i, proc := range procs {
			names := accepted[i]
			if len(names) == 0 {
				continue
			}
			current := f.DeclName(proc)
			if contains(names, current) {
				continue
			}
			preferred := names[0]
			if len(utf16.Encode([]rune(preferred))) > maxIdentifierLength {
				continue
			}
			if declared == nil {
				declared = declaredNames(f, obj, procs)
			}
			if subscriberCollides(declared, len(procs), accepted, i, preferred) {
				continue
			}
			span := f.DeclSpan(proc)
			pass.Reportf(span, []any{f.Text(span), syntax.QuoteName(preferred)}, renameSubscriber(pass, proc, preferred))
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// subscriberCollides reports whether renaming procs[self] to preferred
// would clash with another procedure or trigger of the object, or with
// another subscriber's expected name (compared ignoring case, as the
// compiler compares names). declared are the object's declaredNames, the
// first nprocs of them its procedures'.
func subscriberCollides(declared []string, nprocs int, accepted [][]string, self int, preferred string) bool {
	for i, name := range declared {
		if i == self {
			continue
		}
		if strings.EqualFold(name, preferred) || i < nprocs && len(accepted[i]) > 0 && strings.EqualFold(accepted[i][0], preferred) {
			return true
		}
	}
	return false
}

// declaredNames returns the names of an object's procedures (in the order
// of procs) followed by those of its triggers.
func declaredNames(f *syntax.File, obj *syntax.Node, procs []*syntax.Node) []string {
	triggers := syntax.Triggers(obj)
	out := make([]string, 0, len(procs)+len(triggers))
	for _, p := range procs {
		out = append(out, f.DeclName(p))
	}
	for _, t := range triggers {
		out = append(out, f.DeclName(t))
	}
	return out
}

// renameSubscriber returns the fix renaming a local subscriber and the
// references to it in the file, or no fix when it is not local or a
// reference cannot be renamed safely.
func renameSubscriber(pass *analysis.Pass, proc *syntax.Node, name string) analysis.Fix {
	f := pass.File
	decl := f.NameToken(proc)
	if !f.IsLocal(proc) || decl < 0 || f.MentionedInDisabledCode(f.Span(proc.Parent), f.DeclName(proc)) {
		return analysis.Fix{}
	}
	text := syntax.QuoteName(name)
	edits := []analysis.TextEdit{edit.ReplaceToken(f, decl, text)}
	for _, d := range pass.Scopes().Decls {
		if d.Kind != symbols.ProcedureDecl || d.Node != proc {
			continue
		}
		for _, r := range d.Refs {
			if r.Ambiguous {
				return analysis.Fix{}
			}
			edits = append(edits, edit.ReplaceToken(f, r.Token, text))
		}
	}
	return pass.Fix("Rename", "Rename the subscriber to "+text, edits...)
}

// subscriberNamer builds the names a subscriber may have.
type subscriberNamer struct {
	segments []templateSegment
	acronyms acronyms
}

// namerCache keeps the parsed template and the acronyms by the settings
// they come from, so that files do not build them again.
var namerCache sync.Map // [2]string{template, KnownAcronyms JSON} -> *subscriberNamer

// subscriberNamerOf returns the namer of the pass's alcops.json settings:
// SubscriberNamingPattern (blank means the default) and KnownAcronyms.
func subscriberNamerOf(pass *analysis.Pass) *subscriberNamer {
	template := defaultSubscriberTemplate
	if pass.Config.Threshold("SubscriberNamingPattern", &template) && strings.TrimSpace(template) == "" {
		template = defaultSubscriberTemplate
	}
	var raw json.RawMessage
	pass.Config.Threshold("KnownAcronyms", &raw)
	key := [2]string{template, string(raw)}
	if n, ok := namerCache.Load(key); ok {
		return n.(*subscriberNamer)
	}
	var user []string
	if len(raw) > 0 && json.Unmarshal(raw, &user) != nil {
		user = nil
	}
	n := &subscriberNamer{segments: parseSubscriberTemplate(template), acronyms: newAcronyms(user)}
	namerCache.Store(key, n)
	return n
}

// accepted returns the names the template allows for a subscriber, the
// preferred one first; nil when proc is no subscriber or its source
// object, event name or template values cannot be known.
func (n *subscriberNamer) accepted(pass *analysis.Pass, proc *syntax.Node) []string {
	f := pass.File
	args := f.AttributeArgs(f.Attribute(proc, "EventSubscriber"))
	if len(args) < 4 {
		return nil
	}
	source := subscriberSource(pass, args[0], args[1])
	event := attributeValueText(f, args[2])
	if source == "" || event == "" {
		return nil
	}
	values := [...]string{tokSource: source, tokEvent: event, tokElement: attributeValueText(f, args[3])}
	return renderTemplate(n.segments, values, n.acronyms)
}

// subscriberObjectKinds maps the ObjectType of a subscriber to the kind of
// the object it names.
var subscriberObjectKinds = map[string]string{
	"table": "table", "codeunit": "codeunit", "page": "page", "report": "report", "xmlport": "xmlport", "query": "query",
}

// subscriberSource returns the declared name of the object an
// [EventSubscriber] names (ObjectType::Table, Database::"Sales Header"),
// or "" when it is not in the summary.
func subscriberSource(pass *analysis.Pass, objectType, object *syntax.Node) string {
	f := pass.File
	if objectType.Kind != syntax.ScopeExpr || pass.Summary == nil {
		return ""
	}
	i := int(objectType.Last) - 1
	kind := subscriberObjectKinds[strings.ToLower(syntax.Unquote(f.TokenText(i)))]
	if kind == "" {
		return ""
	}
	var o *symbols.Object
	switch object.Kind {
	case syntax.ScopeExpr:
		last := int(object.Last) - 1
		if f.Tokens[last].Kind.IsName() {
			o = pass.Summary.Object(kind, syntax.Unquote(f.TokenText(last)))
		} else if f.Tokens[last].Kind == syntax.Integer {
			o = objectByIDText(pass.Summary, kind, f.TokenText(last))
		}
	case syntax.LiteralExpr:
		if object.Len() == 1 && f.Tokens[object.First].Kind == syntax.Integer {
			o = objectByIDText(pass.Summary, kind, f.TokenText(int(object.First)))
		}
	}
	if o == nil {
		return ""
	}
	return o.Name
}

func objectByIDText(s *symbols.Summary, kind, id string) *symbols.Object {
	n, err := strconv.Atoi(id)
	if err != nil {
		return nil
	}
	return s.ObjectByID(kind, n)
}

// attributeValueText returns the value of an attribute argument written as
// a name or a string literal, else "".
func attributeValueText(f *syntax.File, arg *syntax.Node) string {
	if i := f.StringLiteralToken(arg); i >= 0 {
		return syntax.StringValue(f.TokenText(i))
	}
	if arg.Kind == syntax.NameExpr && arg.Len() == 1 {
		return syntax.Unquote(f.TokenText(int(arg.First)))
	}
	return ""
}

// The template's placeholder values.
const (
	tokSource = iota
	tokEvent
	tokElement
)

// caseStyle is how a placeholder renders its value.
type caseStyle uint8

const (
	styleRaw caseStyle = iota
	stylePascal
	styleCamel
	styleSnake
	styleKebab
)

// templateSegment is literal text, a placeholder, or an optional group.
type templateSegment struct {
	literal string
	token   int // tokSource, tokEvent, tokElement; -1 for literal text and groups
	style   caseStyle
	group   []templateSegment // an optional [...] part
	isGroup bool
}

// templatePlaceholders are the known placeholders.
var templatePlaceholders = map[string]templateSegment{
	"{Event Source}": {token: tokSource, style: styleRaw}, "{EventSource}": {token: tokSource, style: stylePascal},
	"{eventSource}": {token: tokSource, style: styleCamel}, "{event_source}": {token: tokSource, style: styleSnake},
	"{event-source}": {token: tokSource, style: styleKebab},
	"{Event Name}":   {token: tokEvent, style: styleRaw}, "{EventName}": {token: tokEvent, style: stylePascal},
	"{eventName}": {token: tokEvent, style: styleCamel}, "{event_name}": {token: tokEvent, style: styleSnake},
	"{event-name}":   {token: tokEvent, style: styleKebab},
	"{Element Name}": {token: tokElement, style: styleRaw}, "{ElementName}": {token: tokElement, style: stylePascal},
	"{elementName}": {token: tokElement, style: styleCamel}, "{element_name}": {token: tokElement, style: styleSnake},
	"{element-name}": {token: tokElement, style: styleKebab},
}

// parseSubscriberTemplate splits a template into literal text, placeholders
// and optional groups (not nested: a '[' in a group is text). Unknown
// {...} and an unclosed '{' are text.
func parseSubscriberTemplate(t string) []templateSegment {
	segs, _ := parseSegments(t, 0, false)
	return segs
}

func parseSegments(t string, pos int, inGroup bool) ([]templateSegment, int) {
	var out []templateSegment
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, templateSegment{literal: lit.String(), token: -1})
			lit.Reset()
		}
	}
	for pos < len(t) {
		c := t[pos]
		switch {
		case inGroup && c == ']':
			flush()
			return out, pos + 1
		case !inGroup && c == '[':
			flush()
			group, next := parseSegments(t, pos+1, true)
			out = append(out, templateSegment{token: -1, group: group, isGroup: true})
			pos = next
			continue
		case c == '{':
			flush()
			end := strings.IndexByte(t[pos+1:], '}')
			if end < 0 {
				out = append(out, templateSegment{literal: t[pos:], token: -1})
				return out, len(t)
			}
			ph := t[pos : pos+end+2]
			if s, ok := templatePlaceholders[ph]; ok {
				out = append(out, s)
			} else {
				out = append(out, templateSegment{literal: ph, token: -1})
			}
			pos += end + 2
			continue
		}
		lit.WriteByte(c)
		pos++
	}
	flush()
	return out, pos
}

// renderTemplate returns every name the template gives for the values,
// the preferred one first, without repeats.
func renderTemplate(segs []templateSegment, values [3]string, acr acronyms) []string {
	acc := []string{""}
	var extend func(segs []templateSegment)
	extend = func(segs []templateSegment) {
		for _, s := range segs {
			switch {
			case s.isGroup:
				if groupFilled(s.group, values) {
					extend(s.group)
				}
			case s.token < 0:
				for i := range acc {
					acc[i] += s.literal
				}
			default:
				alts := renderValue(values[s.token], s.style, acr)
				next := make([]string, 0, len(acc)*len(alts))
				for _, a := range acc {
					for _, alt := range alts {
						next = append(next, a+alt)
					}
				}
				acc = next
			}
		}
	}
	extend(segs)
	var out []string
	for _, a := range acc {
		if !contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// groupFilled reports whether every placeholder of an optional group has a
// value.
func groupFilled(segs []templateSegment, values [3]string) bool {
	for _, s := range segs {
		if s.isGroup && !groupFilled(s.group, values) || !s.isGroup && s.token >= 0 && values[s.token] == "" {
			return false
		}
	}
	return true
}

// renderValue renders a placeholder value in a style: every accepted
// spelling, the preferred one first.
func renderValue(value string, style caseStyle, acr acronyms) []string {
	if value == "" || style == styleRaw {
		return []string{value}
	}
	words := splitWords(value)
	if len(words) == 0 {
		return []string{""}
	}
	switch style {
	case styleSnake, styleKebab:
		sep := "_"
		if style == styleKebab {
			sep = "-"
		}
		lowered := make([]string, len(words))
		for i, w := range words {
			lowered[i] = strings.ToLower(w)
		}
		return []string{strings.Join(lowered, sep)}
	}
	acc := []string{""}
	for i, w := range words {
		alts := renderWord(w, style == styleCamel && i == 0, acr)
		next := make([]string, 0, len(acc)*len(alts))
		for _, a := range acc {
			for _, alt := range alts {
				next = append(next, a+alt)
			}
		}
		acc = next
	}
	var out []string
	for _, a := range acc {
		if !contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

// renderWord renders one word for PascalCase (or a camelCase word after
// the first): its accepted spellings, the preferred one first.
func renderWord(w string, firstCamel bool, acr acronyms) []string {
	switch {
	case firstCamel:
		return []string{strings.ToLower(w)}
	case strings.EqualFold(w, "ID"):
		return []string{"Id"}
	case len([]rune(w)) == 2 && allUpper(w):
		return []string{w}
	case strings.ContainsFunc(w, unicode.IsUpper):
		out := []string{upperFirst(w)}
		for _, v := range acr.variants[strings.ToUpper(w)] {
			if !contains(out, v) {
				out = append(out, v)
			}
		}
		return out
	}
	if c, ok := acr.canonical[strings.ToUpper(w)]; ok {
		return []string{c}
	}
	return []string{upperFirst(w)}
}

func allUpper(s string) bool {
	for _, r := range s {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) == 0 || unicode.IsUpper(r[0]) {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// wordDelimiters split placeholder values into words.
const wordDelimiters = " _-./&()+%"

// splitWords splits a value at the delimiters and at case changes: before
// an uppercase letter that follows a lowercase one, and before the last
// capital of a run of capitals followed by a lowercase letter
// (HTTPServer gives HTTP, Server).
func splitWords(s string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(wordDelimiters, r) }) {
		r := []rune(part)
		start := 0
		for i := 1; i < len(r); i++ {
			if !unicode.IsUpper(r[i]) {
				continue
			}
			prevLower := unicode.IsLower(r[i-1])
			nextLower := i+1 < len(r) && unicode.IsLower(r[i+1])
			if prevLower || nextLower && i-start > 1 {
				out = append(out, string(r[start:i]))
				start = i
			}
		}
		out = append(out, string(r[start:]))
	}
	return out
}

// acronyms gives words their known casing: canonical for all-lowercase
// words (the last entry per key wins, the project's over the built-in
// ones), variants for words with uppercase letters (the project's entries
// only).
type acronyms struct {
	canonical map[string]string   // by upper-case key
	variants  map[string][]string // by upper-case key
}

// builtinAcronyms are the acronyms ALCops knows without settings.
var builtinAcronyms = []string{
	"Aad", "Abc", "Acy", "Adcs", "Api", "Arc", "Ascii", "Ato", "Bcc", "Bic", "Blob", "Bom", "BoM", "Bop", "Bwr",
	"Cal", "Cds", "Cogs", "Crm", "Csv", "Dach", "Dtd", "Dvr", "Ecsl", "Emu", "Eori", "Fefo", "Gln", "Gtin",
	"Guid", "Html", "Iban", "Id", "Iso", "Isv", "Json", "Kpi", "Lcid", "Lcy", "Lid", "Mps", "Mrp", "Nav", "Ocr",
	"Oob", "Pbix", "Pdf", "Pfx", "Qbd", "Sepa", "Sic", "Sid", "Sift", "Sku", "Smtp", "Sqm", "Swift", "Uid",
	"Uom", "UoM", "Ups", "Uri", "Url", "Urs", "Utc", "Utf", "Vat", "Wip", "Wms", "Xml", "Xsd", "Ytd",
}

func newAcronyms(user []string) acronyms {
	a := acronyms{canonical: map[string]string{}, variants: map[string][]string{}}
	for _, w := range builtinAcronyms {
		a.canonical[strings.ToUpper(w)] = w
	}
	for _, w := range user {
		if w = strings.TrimSpace(w); w == "" {
			continue
		}
		key := strings.ToUpper(w)
		a.canonical[key] = w
		if !contains(a.variants[key], w) {
			a.variants[key] = append(a.variants[key], w)
		}
	}
	return a
}
