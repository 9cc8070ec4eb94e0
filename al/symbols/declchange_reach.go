package symbols

import (
	"bytes"
	"slices"
	"strings"

	"github.com/alfix/alfix/al/syntax"
)

// ReachedIn reports whether the file that s resolves may reach one of
// the changed members of a "member name" read (DeclChange.Reads): whether
// it spells one of them anywhere but where the name certainly belongs to
// something else. A file that mentions one of the read's Objects and a
// member's name (Affects) but spells that name only as a member of a
// Record, Codeunit or other object value of another object (Item.Description
// beside "Item Reference"), as a field of another table through the
// implicit record, a field argument (SetRange(Description, ...) on another
// table's record) or a table named in a property (CalcFormula =
// lookup(Item.Description)), in the elements of a table or a page on
// another table (its fields, keys, field groups, controls), or as a
// variable, cannot reach the changed member through those places, and its
// rules' results stand.
//
// s must resolve the file against the summary the change led to. Every
// other spelling counts as a reach: a name in another property value or
// element argument, a declaration, a receiver whose type is unknown or is
// the owner, a string literal in code or an attribute that is the name or
// spells it in a filter or table view (stringNames), inactive #if code
// that spells it. Comments, property values' strings (captions, tooltips)
// and labels do not: no rule reads a member through them. For a read of
// another kind, and when s is nil, it reports true.
//
// For a field set read whole (Kind "field", with Tables), it reports
// whether a Truncate or TransferFields call of the file may be on a record
// of one of the tables (its receiver, or TransferFields' argument, is of
// one of them or of a type the file's names do not resolve to a table).
func (r SetRead) ReachedIn(s *FileScopes) bool {
	if !r.resolvable() || s == nil || s.File == nil || s.Summary == nil {
		return true
	}
	spelled, strs := r.spellings(s.File)
	return r.reachedWith(s, spelled, strs)
}

// reachedWith is ReachedIn for a resolvable read given the file's
// spellings of its words (spellings).
func (r SetRead) reachedWith(s *FileScopes, spelled, strs []int) bool {
	f := s.File
	if !plainText(f.Src) {
		return true // another encoding: its names may not compare (Mentions)
	}
	for _, tr := range f.Trivia {
		if (tr.Kind == syntax.DisabledText || tr.Kind == syntax.DirectiveLine) && Mentions(f.Src[tr.Span.Start:tr.Span.End], r.Words) {
			return true
		}
	}
	if r.Kind == "field" {
		return r.setCalled(s, spelled)
	}
	if len(spelled) == 0 && len(strs) == 0 {
		return false
	}
	want := make(map[int]bool, len(spelled)+len(strs))
	for _, tok := range spelled {
		want[tok] = true
	}
	for _, tok := range strs {
		want[tok] = true
	}
	elsewhere := r.elsewhere(s, want)
	for _, tok := range spelled {
		if !elsewhere[tok] {
			return true
		}
	}
	for _, tok := range strs {
		if !elsewhere[tok] {
			return true
		}
	}
	return false
}

// spellings returns the tokens of f that spell one of the read's words
// (identifiers, found by text) and, for a "member name" read, the string
// literals that may name one (stringNames).
func (r SetRead) spellings(f *syntax.File) (spelled, strs []int) {
	var buf []byte
	for i, tok := range f.Tokens {
		switch tok.Kind {
		case syntax.Identifier, syntax.QuotedIdentifier:
			buf = nameKey(buf[:0], f, i)
			if r.Words[string(buf)] {
				spelled = append(spelled, i)
			}
		case syntax.String, syntax.VerbatimString:
			if r.Kind != "field" && r.stringNames(f.Src[tok.Span.Start:tok.Span.End]) {
				strs = append(strs, i)
			}
		}
	}
	return spelled, strs
}

// ReachedAny reports whether the parsed file f (its symbols fs, nil to
// extract them) may reach a changed member of one of reads, its names
// resolved against sum, the summary the change led to: ReachedIn of each,
// on scopes that resolve only the routines spelling one of the reads'
// words or strings (ScopesAround), which are the only places ReachedIn
// asks about.
func ReachedAny(reads []SetRead, f *syntax.File, fs *FileSymbols, sum *Summary) bool {
	if f == nil || sum == nil {
		return true
	}
	var focus []int
	spelled, strs := make([][]int, len(reads)), make([][]int, len(reads))
	for i, r := range reads {
		if !r.resolvable() {
			return true
		}
		spelled[i], strs[i] = r.spellings(f)
		focus = append(append(focus, spelled[i]...), strs[i]...)
	}
	slices.Sort(focus)
	s := ScopesAround(f, fs, sum, slices.Compact(focus))
	for i, r := range reads {
		if r.reachedWith(s, spelled[i], strs[i]) {
			return true
		}
	}
	return false
}

// resolvable reports whether ReachedIn can decide the read on a file's
// resolved names.
func (r SetRead) resolvable() bool {
	return r.Kind == "member name" && r.Owner != "" || r.Kind == "field" && len(r.Tables) > 0
}

// setCalled reports whether one of the read's words (Truncate,
// TransferFields) spelled in the file may be a call on a record of one of
// its Tables: every spelling that is not such a call's name on a record
// of another table counts. spelled are the file's spellings of the words.
func (r SetRead) setCalled(s *FileScopes, spelled []int) bool {
	f := s.File
	if len(spelled) == 0 {
		return false
	}
	isSpelled := make(map[int]bool, len(spelled))
	for _, tok := range spelled {
		isSpelled[tok] = true
	}
	var buf []byte
	other := func(t *Object) bool { return t != nil && !r.Tables[strings.ToLower(t.Name)] }
	otherValue := func(e *syntax.Node) bool { return other(s.recordTable(s.TypeOf(e))) }
	explained := map[int]bool{}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.CallExpr || len(n.Children) == 0 {
			return true
		}
		callee := n.Children[0]
		var tok int
		switch {
		case callee.Kind == syntax.MemberExpr && len(callee.Children) > 0 && int(callee.Last)-1 > int(callee.First):
			tok = int(callee.Last) - 1
			if !isSpelled[tok] || !otherValue(callee.Children[0]) {
				return true
			}
		case callee.Kind == syntax.NameExpr && callee.Last == callee.First+1:
			tok = int(callee.First)
			if !isSpelled[tok] {
				return true
			}
			if has, t := s.ImplicitRecord(callee); !has || !other(t) || inWith(callee) {
				return true
			}
		default:
			return true
		}
		if buf = nameKey(buf[:0], f, tok); string(buf) == "transferfields" {
			// TransferFields(From): From's table counts too.
			if args := n.Child(syntax.ArgumentList); args == nil || len(args.Children) == 0 || !otherValue(args.Children[0]) {
				return true
			}
		}
		explained[tok] = true
		return true
	})
	for _, tok := range spelled {
		if !explained[tok] {
			return true
		}
	}
	return false
}

// inWith reports whether n is inside a with statement, whose record a
// bare name may belong to.
func inWith(n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.WithStmt {
			return true
		}
	}
	return false
}

// stringNames reports whether a string literal (its token's text, quotes
// included) may name a changed member: its whole text is one of the names
// (an event subscriber's element, 'OnAfterX' of a procedure), or it is
// written in the table view and filter language (SetView's
// 'WHERE(Description=FILTER(A))') and spells one. A caption or tooltip
// that says the name among other words ('Specifies the description.')
// does not.
func (r SetRead) stringNames(lit []byte) bool {
	// An unterminated literal runs to the end of its line.
	text := bytes.TrimPrefix(bytes.TrimPrefix(lit, []byte("@")), []byte("'"))
	text = bytes.TrimSuffix(text, []byte("'"))
	if r.Words[strings.ToLower(strings.TrimSpace(string(text)))] {
		return true
	}
	return bytes.ContainsAny(text, "(=") && Mentions(text, r.Words)
}

// memberReceivers are the kinds of objects whose members, reached as
// X.Name on a value of the object's type, are the object's own
// declarations (a table's fields, procedures).
var memberReceivers = map[string]bool{"table": true, "codeunit": true, "page": true, "report": true}

// tableFieldProperties are the properties whose Name.Name is a table's
// field (lower case).
var tableFieldProperties = map[string]bool{"tablerelation": true, "calcformula": true}

// elsewhere returns the tokens of the file that certainly name something
// other than a member of the read's owner, and the string literals that
// name nothing (see ReachedIn); of the names after a dot, only the wanted
// ones are looked at (their receivers' types are the costly part).
func (r SetRead) elsewhere(s *FileScopes, want map[int]bool) map[int]bool {
	f := s.File
	out := map[int]bool{}
	isOwner := func(o *Object) bool {
		kind := o.Kind
		name := o.Name
		if base := baseKind(kind); base != "" {
			kind, name = base, o.Extends
		}
		return kind == r.OwnerKind && strings.EqualFold(strings.Trim(name, `"`), r.Owner)
	}
	// The owner's own fields as the summary holds them (with its
	// extensions'): a field resolved to another is another table's.
	ownerFields := map[*Field]bool{}
	if r.OwnerKind == "table" {
		for _, t := range s.Summary.Objects("table", r.Owner) {
			for _, fl := range s.Summary.TableFields(t) {
				ownerFields[fl] = true
			}
		}
	}
	// Objects whose elements name their own declarations or their own
	// table's fields: a table other than the owner or an extension of one,
	// a page on one (not a page extension, whose modify names the base's
	// controls, which may show the owner's field).
	ownElements := func(obj *syntax.Node) bool {
		if obj == nil {
			return false
		}
		switch f.ObjectKind(obj) {
		case syntax.KwTable, syntax.KwTableExtension, syntax.KwPage:
			t := s.RecTable(obj)
			return t != nil && !isOwner(t)
		}
		return false
	}
	var elementArgs [][2]int32 // token ranges of such elements' arguments
	members := map[int]bool{}  // member names of X.Name
	mark := func(n *syntax.Node) {
		for i := n.First; i < n.Last; i++ {
			if k := f.Tokens[i].Kind; k == syntax.String || k == syntax.VerbatimString {
				out[int(i)] = true
			}
		}
	}
	// Table.Field in a TableRelation or CalcFormula (whose values the
	// parser keeps as tokens), of a table other than the owner. A
	// namespace-qualified table counts as a reach.
	tableFields := func(prop *syntax.Node) {
		if prop.Last <= prop.First || !tableFieldProperties[strings.ToLower(f.TokenText(int(prop.First)))] {
			return
		}
		name := func(i int32) bool {
			k := f.Tokens[i].Kind
			return k == syntax.Identifier || k == syntax.QuotedIdentifier
		}
		for i := prop.First + 2; i < prop.Last; i++ {
			if !name(i) || f.Tokens[i-1].Kind != syntax.Dot || !name(i-2) || i >= 3 && f.Tokens[i-3].Kind == syntax.Dot {
				continue
			}
			if t := s.ObjectNamed("table", "", syntax.Unquote(f.TokenText(int(i-2)))); t != nil && !isOwner(t) {
				out[int(i)] = true
			}
		}
	}
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.Property, syntax.VariableDecl:
			// Captions, tooltips, labels: text for people.
			mark(n)
			if n.Kind == syntax.Property {
				tableFields(n)
			}
		case syntax.Element:
			if args := n.Child(syntax.ElementArgs); args != nil && ownElements(enclosingObject(n)) {
				elementArgs = append(elementArgs, [2]int32{args.First, args.Last})
			}
		case syntax.MemberExpr:
			if len(n.Children) == 0 || int(n.Last)-1 <= int(n.First) {
				break
			}
			tok := int(n.Last) - 1
			members[tok] = true
			recv := n.Children[0]
			if !want[tok] || inPropertyValue(n) {
				break // a property's X.Name: tableFields
			}
			// X.Name: the receiver's type is an object other than the
			// owner (and not the owner's extension, whose members join
			// the owner's) whose members are its own declarations (not a
			// query's columns, typed by their tables' fields).
			t := s.TypeOf(recv)
			if t.ArrayDims > 0 {
				break
			}
			if o := s.ObjectOfType(t); o != nil && !isOwner(o) && memberReceivers[o.Kind] {
				out[tok] = true
			}
		case syntax.NameExpr:
			ref := s.RefOf(n)
			if ref == nil || ref.Ambiguous || ref.MaybeField {
				break
			}
			switch {
			case ref.Field != nil:
				// A field of the implicit record or of a Record method's
				// receiver: another table's when it is not the owner's.
				if !ownerFields[ref.Field] {
					out[ref.Token] = true
				}
			case ref.Decl != nil && ref.Decl.Kind.IsVariable():
				out[ref.Token] = true
			}
		}
		return true
	})
	// The elements' arguments but members (Rec.Name, X.Name: decided
	// above, and any name after a dot where an argument did not parse):
	// their own fields, keys, field groups, controls.
	for _, a := range elementArgs {
		for i := a[0]; i < a[1]; i++ {
			if !members[int(i)] && (i == 0 || f.Tokens[i-1].Kind != syntax.Dot) {
				out[int(i)] = true
			}
		}
	}
	// A variable's or parameter's own name where it is declared.
	for _, d := range s.Decls {
		if d.Kind.IsVariable() && d.NameToken >= 0 {
			out[d.NameToken] = true
		}
	}
	return out
}
