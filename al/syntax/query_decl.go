package syntax

import (
	"iter"
	"slices"
	"strings"
)

// Queries on declarations: objects, their members, properties, elements,
// procedures and variables. They read the tree as written; they resolve no
// names.

// Ancestor returns the nearest ancestor of n of kind k (n itself excluded),
// or nil.
func (n *Node) Ancestor(k NodeKind) *Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == k {
			return p
		}
	}
	return nil
}

// IsCallee reports whether n is the callee of a CallExpr (the part before
// the argument list).
func (n *Node) IsCallee() bool {
	p := n.Parent
	return p != nil && p.Kind == CallExpr && len(p.Children) > 0 && p.Children[0] == n
}

// IsPrimary reports whether an expression of kind k can be the receiver of
// a member access without parentheses.
func (k NodeKind) IsPrimary() bool {
	switch k {
	case NameExpr, MemberExpr, CallExpr, IndexExpr, ParenExpr, ThisExpr, ScopeExpr:
		return true
	}
	return false
}

// PropertyValueText returns the source text of a property's value.
func (f *File) PropertyValueText(prop *Node) string {
	v := prop.Child(PropertyValue)
	if v == nil {
		return ""
	}
	return f.Text(f.Span(v))
}

// PropertyValueIs reports whether a property's value is the single word w
// (case-insensitive).
func (f *File) PropertyValueIs(prop *Node, w string) bool {
	return strings.EqualFold(strings.TrimSpace(f.PropertyValueText(prop)), w)
}

// CompactPropertyValue returns a property value's text without white space
// and in lower case, for comparing values such as `#Basic, #Suite`.
func (f *File) CompactPropertyValue(prop *Node) string {
	return strings.ToLower(strings.Join(strings.Fields(f.PropertyValueText(prop)), ""))
}

// PropertiesNamed returns every property of n (see [Properties]) whose name
// equals name case-insensitively.
func (f *File) PropertiesNamed(n *Node, name string) []*Node {
	var out []*Node
	for _, p := range Properties(n) {
		if strings.EqualFold(f.PropertyName(p), name) {
			out = append(out, p)
		}
	}
	return out
}

// IsObsolete reports whether n (an object, section or element) carries
// ObsoleteState = Pending, Removed, PendingMove or Moved.
func (f *File) IsObsolete(n *Node) bool {
	p := f.Property(n, "ObsoleteState")
	if p == nil {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(f.PropertyValueText(p))) {
	case "pending", "removed", "pendingmove", "moved":
		return true
	}
	return false
}

// HasObsoleteAttribute reports whether a procedure carries an
// [Obsolete(...)] attribute.
func (f *File) HasObsoleteAttribute(proc *Node) bool {
	return f.Attribute(proc, "Obsolete") != nil
}

// InObsoleteCode reports whether n lies in obsolete code: an object, field,
// control or other element with ObsoleteState Pending/Removed/PendingMove/
// Moved, or a procedure carrying an [Obsolete] attribute.
func (f *File) InObsoleteCode(n *Node) bool {
	for p := n; p != nil; p = p.Parent {
		switch p.Kind {
		case Object, Element, Section:
			if f.IsObsolete(p) {
				return true
			}
		case Procedure:
			if f.HasObsoleteAttribute(p) {
				return true
			}
		}
	}
	return false
}

// IsPublic reports whether an object has no Access property or
// Access = Public.
func (f *File) IsPublic(obj *Node) bool {
	p := f.Property(obj, "Access")
	return p == nil || f.PropertyValueIs(p, "Public")
}

// IsPageType reports whether a page object has PageType = t.
func (f *File) IsPageType(obj *Node, t string) bool {
	p := f.Property(obj, "PageType")
	return p != nil && f.PropertyValueIs(p, t)
}

// Section returns the first section of kind kw (KwFields, KwLayout, ...)
// among the members of an object or element, or nil.
func (f *File) Section(n *Node, kw Keyword) *Node {
	for _, m := range Members(n) {
		if m.Kind == Section && f.SectionKind(m) == kw {
			return m
		}
	}
	return nil
}

// TableFields returns the field(...) elements of an object's fields section
// (tables and table extensions; modify(...) elements are not included).
func (f *File) TableFields(obj *Node) []*Node {
	var out []*Node
	for _, m := range Members(f.Section(obj, KwFields)) {
		if m.Kind == Element && f.SectionKind(m) == KwField {
			out = append(out, m)
		}
	}
	return out
}

// WalkElements calls fn for every Element below n (in source order, nested
// elements included, through sections and bodies only). When fn returns
// false the element's children are not visited.
func WalkElements(n *Node, fn func(el *Node) bool) {
	Walk(n, func(c *Node) bool {
		if c == n {
			return true
		}
		switch c.Kind {
		case Element:
			return fn(c)
		case ObjectBody, Section:
			return true
		}
		return false
	})
}

// PageControls yields every field control in the layout and every action in
// the actions of a page or page extension, with KwField or KwAction;
// controls changed with modify(...) and obsolete ones (with what they hold)
// are skipped.
func (f *File) PageControls(obj *Node) iter.Seq2[*Node, Keyword] {
	return func(yield func(*Node, Keyword) bool) {
		for _, sec := range Members(obj) {
			if sec.Kind != Section {
				continue
			}
			want := KwNone
			switch f.SectionKind(sec) {
			case KwLayout:
				want = KwField
			case KwActions:
				want = KwAction
			default:
				continue
			}
			stop := false
			WalkElements(sec, func(el *Node) bool {
				kind := f.SectionKind(el)
				if stop || kind == KwModify || f.IsObsolete(el) {
					return false
				}
				if kind != want {
					return true
				}
				stop = !yield(el, kind)
				return false
			})
			if stop {
				return
			}
		}
	}
}

// ElementArgs returns the argument items of an element's ElementArgs: the
// token ranges between '(' and ')', split at ';' (and at ',' when
// splitComma is set). Nested parentheses and brackets are respected.
func (f *File) ElementArgs(el *Node, splitComma bool) []TokenRange {
	// Room for the common field(ID; Name; Type) at once.
	return f.appendElementArgs(make([]TokenRange, 0, 3), el, splitComma)
}

// appendElementArgs appends the ranges ElementArgs returns to out: the
// queries below look at the first arguments through an array of their own
// instead of allocating the list.
func (f *File) appendElementArgs(out []TokenRange, el *Node, splitComma bool) []TokenRange {
	args := el.Child(ElementArgs)
	if args == nil || args.Len() < 2 {
		return nil
	}
	start, depth := int(args.First)+1, 0
	for i := int(args.First) + 1; i < int(args.Last); i++ {
		switch f.Tokens[i].Kind {
		case LParen, LBracket:
			depth++
		case RParen, RBracket:
			if depth == 0 { // the closing ')'
				return append(out, TokenRange{start, i})
			}
			depth--
		case Semicolon, Comma:
			if depth == 0 && (f.Tokens[i].Kind == Semicolon || splitComma) {
				out = append(out, TokenRange{start, i})
				start = i + 1
			}
		}
	}
	return out
}

// ElementNameToken returns the token index of an element's name when it is
// written as one name token: the first argument, or the second when the
// first is a number (field(1; Name; ...), value(0; Name)); -1 otherwise.
// It is stricter than [File.NameToken], which also takes the first token
// of a longer argument.
func (f *File) ElementNameToken(el *Node) int {
	var buf [4]TokenRange
	args := f.appendElementArgs(buf[:0], el, true)
	if len(args) > 1 && args[0].Len() == 1 && f.Tokens[args[0].First].Kind == Integer {
		args = args[1:]
	}
	if len(args) == 0 || args[0].Len() != 1 {
		return -1
	}
	if i := args[0].First; f.Tokens[i].Kind.IsName() {
		return i
	}
	return -1
}

// DeclSpan returns the span to report a declaration on: its name token (an
// element's name as [File.ElementNameToken] finds it, an object's or a
// procedure's name as [File.NameToken] does), else its first token.
func (f *File) DeclSpan(n *Node) Span {
	i := -1
	if n.Kind == Element {
		i = f.ElementNameToken(n)
	} else {
		i = f.NameToken(n)
	}
	if i >= 0 {
		return f.Tokens[i].Span
	}
	return f.Tokens[n.First].Span
}

// BodyBraces returns the token indexes of the '{' and '}' of an
// ObjectBody, or -1.
func (f *File) BodyBraces(body *Node) (open, close int) {
	open, close = -1, -1
	for i := range f.OwnTokens(body) {
		switch f.Tokens[i].Kind {
		case LBrace:
			if open < 0 {
				open = i
			}
		case RBrace:
			close = i
		}
	}
	return open, close
}

// eventPublisherAttributes are the attributes that make a procedure an event
// publisher.
var eventPublisherAttributes = []string{"IntegrationEvent", "BusinessEvent", "InternalEvent", "ExternalBusinessEvent"}

// Attribute returns the first attribute of a procedure whose name is one of
// names (case-insensitive), or nil.
func (f *File) Attribute(proc *Node, names ...string) *Node {
	for _, a := range proc.Children {
		if a.Kind != Attribute {
			continue
		}
		tok := f.NameToken(a)
		if tok < 0 {
			// DeclName's "" matches a name "" only.
			if slices.Contains(names, "") {
				return a
			}
			continue
		}
		for _, n := range names {
			if f.TokenNameEqualFold(tok, n) {
				return a
			}
		}
	}
	return nil
}

// EventPublisher returns the publisher attribute of a procedure
// ([IntegrationEvent], [BusinessEvent], [InternalEvent],
// [ExternalBusinessEvent]), or nil when it is no event publisher.
func (f *File) EventPublisher(proc *Node) *Node {
	return f.Attribute(proc, eventPublisherAttributes...)
}

// AccessModifier returns the token index of a procedure's access modifier
// (local, internal or protected), or -1 when it is public.
func (f *File) AccessModifier(proc *Node) int {
	for i := range f.OwnTokens(proc) {
		switch f.Tokens[i].Keyword {
		case KwLocal, KwInternal, KwProtected:
			return i
		case KwProcedure:
			return -1
		}
	}
	return -1
}

// IsLocal reports whether a procedure is declared local.
func (f *File) IsLocal(proc *Node) bool {
	m := f.AccessModifier(proc)
	return m >= 0 && f.Tokens[m].Keyword == KwLocal
}

// VarNames returns the name tokens of a VariableDecl (the names before its
// ':').
func (f *File) VarNames(vd *Node) []int {
	var out []int
	for i := range f.OwnTokens(vd) {
		k := f.Tokens[i].Kind
		if k == Colon {
			break
		}
		if k.IsName() {
			out = append(out, i)
		}
	}
	return out
}

// HasWithEvents reports whether a variable declaration's type carries
// WithEvents (its events are handled by triggers named after it).
func (f *File) HasWithEvents(vd *Node) bool {
	tr := vd.Child(TypeRef)
	if tr == nil {
		return false
	}
	for i := int(tr.First); i < int(tr.Last); i++ {
		if strings.EqualFold(f.TokenText(i), "WithEvents") {
			return true
		}
	}
	return false
}

// MemberNameToken returns the token index of the name of a MemberExpr
// (X.Name), or -1 when it is missing.
func (f *File) MemberNameToken(member *Node) int {
	if member.Kind != MemberExpr || len(member.Children) == 0 || member.Last-1 < member.Children[0].Last {
		return -1
	}
	i := int(member.Last) - 1
	if !f.Tokens[i].Kind.IsName() {
		return -1
	}
	return i
}

// CalleeNameToken returns the name token of a callee: the token of a
// one-token NameExpr or the member name of a MemberExpr; -1 otherwise.
func (f *File) CalleeNameToken(callee *Node) int {
	switch callee.Kind {
	case NameExpr:
		if callee.Len() == 1 {
			return int(callee.First)
		}
	case MemberExpr:
		return f.MemberNameToken(callee)
	}
	return -1
}

// StringLiteralToken returns the token index of n when n is a string
// literal (a LiteralExpr of one String token), or -1.
func (f *File) StringLiteralToken(n *Node) int {
	if n == nil || n.Kind != LiteralExpr || n.Len() != 1 || f.Tokens[n.First].Kind != String {
		return -1
	}
	return int(n.First)
}

// A PermissionEntry is one `type Name = RIMD` item of a Permissions
// property value, as token indexes.
type PermissionEntry struct {
	Tokens TokenRange // the item's tokens
	Type   int        // the object type token (tabledata, table, codeunit, ...)
	Equal  int        // the '=' token
}

// PermissionEntries splits the value of a Permissions property into its
// comma-separated entries. ok is false when the value is not a plain
// permission list (an entry without a type or '=', an empty entry).
func (f *File) PermissionEntries(prop *Node) (entries []PermissionEntry, ok bool) {
	v := prop.Child(PropertyValue)
	if v == nil || v.Len() == 0 {
		return nil, false
	}
	start := int(v.First)
	flush := func(end int) bool {
		if end <= start {
			return false
		}
		e := PermissionEntry{Tokens: TokenRange{start, end}, Type: -1, Equal: -1}
		if f.Tokens[start].Keyword != KwNone {
			e.Type = start
		}
		for i := start; i < end; i++ {
			if f.Tokens[i].Kind == Equal {
				e.Equal = i
				break
			}
		}
		if e.Type < 0 || e.Equal < 0 || e.Equal == end-1 || e.Equal == start+1 {
			return false
		}
		entries = append(entries, e)
		return true
	}
	for i := int(v.First); i < int(v.Last); i++ {
		if f.Tokens[i].Kind == Comma {
			if !flush(i) {
				return nil, false
			}
			start = i + 1
		}
	}
	if !flush(int(v.Last)) {
		return nil, false
	}
	return entries, true
}

// A LabelArg is one `Name = value` item after the text of a label
// (Comment, Locked, MaxLength).
type LabelArg struct {
	Name  int        // the name token
	Value TokenRange // the value tokens
}

// A Label is a label written as `'text' [, Name = value]...`: in a
// Caption-like property value or in a Label variable's type.
type Label struct {
	f *File
	// Text is the string token, or -1 when the value holds none.
	Text int
	// End is the index after the last token of the label (the ';' of a
	// property or the end of a TypeRef).
	End  int
	Args []LabelArg
}

// ParseLabel reads the label in the tokens [first, last): the first string
// token and the comma-separated `Name = value` items after it.
func (f *File) ParseLabel(first, last int) Label {
	lv := Label{f: f, Text: -1, End: last}
	i := first
	for ; i < last; i++ {
		if k := f.Tokens[i].Kind; k == String || k == VerbatimString {
			lv.Text = i
			i++
			break
		}
	}
	if lv.Text < 0 {
		return lv
	}
	for i < last {
		if f.Tokens[i].Kind != Comma {
			i++
			continue
		}
		// `, Name = value ...` up to the next comma at depth 0
		name := i + 1
		if name+1 >= last || f.Tokens[name+1].Kind != Equal {
			i++
			continue
		}
		j, depth := name+2, 0
		for ; j < last; j++ {
			switch f.Tokens[j].Kind {
			case LParen:
				depth++
			case RParen:
				depth--
			}
			if depth <= 0 && f.Tokens[j].Kind == Comma {
				break
			}
		}
		lv.Args = append(lv.Args, LabelArg{Name: name, Value: TokenRange{name + 2, j}})
		i = j
	}
	return lv
}

// PropertyLabel parses the label of a property such as Caption.
func (f *File) PropertyLabel(prop *Node) Label {
	v := prop.Child(PropertyValue)
	if v == nil {
		return Label{f: f, Text: -1}
	}
	return f.ParseLabel(int(v.First), int(v.Last))
}

// Arg returns the label argument with the name (case-insensitive), or
// false.
func (lv Label) Arg(name string) (LabelArg, bool) {
	for _, a := range lv.Args {
		if equalFoldASCII(lv.f.tokenBytes(a.Name), name) {
			return a, true
		}
	}
	return LabelArg{}, false
}

// ArgIs reports whether the label argument name has the single-word value
// w.
func (lv Label) ArgIs(name, w string) bool {
	a, ok := lv.Arg(name)
	return ok && strings.EqualFold(strings.TrimSpace(lv.f.RangeText(a.Value)), w)
}

// TextValue returns the text the label's string stands for, or "".
func (lv Label) TextValue() string {
	if lv.Text < 0 {
		return ""
	}
	return StringValue(lv.f.TokenText(lv.Text))
}

// RelationTargets returns the targets of a TableRelation property value,
// one per alternative (at the start, after an if's condition, after else),
// each as the token range of its dotted name: Table, Table.Field or
// Namespace.Table.Field (names and dots; Last is past the last name).
// Conditions and where filters are skipped.
func (f *File) RelationTargets(pv *Node) []TokenRange {
	var out []TokenRange
	depth, expect := 0, true
	last := int(pv.Last)
	for i := int(pv.First); i < last; i++ {
		tok := f.Tokens[i]
		switch {
		case tok.Kind == LParen:
			depth++
		case tok.Kind == RParen:
			depth--
			if depth == 0 && i+1 < last && f.Tokens[i+1].Kind.IsName() && !f.IsWord(i+1, "where", "else") {
				expect = true // the target after if (...)
			}
		case depth > 0:
		case f.IsWord(i, "else"):
			expect = true
		case f.IsWord(i, "if"):
			expect = false
		case expect && tok.Kind.IsName():
			expect = false
			r := TokenRange{First: i, Last: i + 1}
			for i+2 < last && f.Tokens[i+1].Kind == Dot && f.Tokens[i+2].Kind.IsName() {
				i += 2
				r.Last = i + 1
			}
			out = append(out, r)
		}
	}
	return out
}

// MLEntries yields the entries of a multilanguage property's value
// (CaptionML = ENU = 'Text', DAN = 'Tekst'): the token index of each
// language code and of its string. Entries that are not LANG = 'string'
// are skipped.
func (f *File) MLEntries(prop *Node) iter.Seq2[int, int] {
	return func(yield func(lang, text int) bool) {
		pv := prop.Child(PropertyValue)
		if pv == nil {
			return
		}
		for i := int(pv.First) + 2; i <= int(pv.Last) && i < len(f.Tokens); i++ {
			if f.Tokens[i].Kind != String || f.Tokens[i-1].Kind != Equal {
				continue
			}
			if !yield(i-2, i) {
				return
			}
		}
	}
}
