package rename

import (
	"bytes"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/workspace"
)

// sites finds every place of the project that names t: its declaration,
// the references symbols.FindReferences knows, the names in property
// values and element arguments, event subscriber arguments and page
// extension anchors. Files that do not contain the name are not parsed.
func (pr *planner) sites(t *target) ([]Edit, error) {
	if t.local != nil {
		return dedupe(t.local), nil
	}
	if err := pr.parseAll(t.Name); err != nil {
		return nil, err
	}
	var out []Edit
	paths := make([]string, 0, len(pr.parsed))
	for p := range pr.parsed {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, path := range paths {
		pf := pr.parsed[path]
		if !containsFold(pf.src, strings.ToLower(t.Name)) {
			continue
		}
		es, err := pr.fileSites(pf, t)
		if err != nil {
			return nil, err
		}
		out = append(out, es...)
	}
	return dedupe(out), nil
}

// parseAll parses every file of the project that contains name. Each
// file is read once per plan.
func (pr *planner) parseAll(name string) error {
	needle := strings.ToLower(name)
	paths := pr.d.Paths
	got := make([]*parsedFile, len(paths))
	if pr.texts == nil {
		pr.texts = make([]fileText, len(paths))
		workspace.Parallel(pr.ctx, len(paths), func(i int) {
			if _, ok := pr.files[paths[i]]; !ok {
				return
			}
			src, h, err := pr.p.ReadFile(paths[i])
			pr.texts[i] = fileText{src: src, lower: bytes.ToLower(src), hash: h, err: err}
		})
	}
	workspace.Parallel(pr.ctx, len(paths), func(i int) {
		ft := pr.texts[i]
		if ft.src == nil || pr.parsed[paths[i]] != nil || !bytes.Contains(ft.lower, []byte(needle)) {
			return
		}
		got[i] = pr.parseContent(paths[i], ft.src, ft.hash)
	})
	if err := pr.ctx.Err(); err != nil {
		return err
	}
	for i, pf := range got {
		if pr.texts[i].err != nil {
			return pr.texts[i].err
		}
		if pf != nil {
			pr.parsed[paths[i]] = pf
		}
	}
	return nil
}

// fileText is a file's content as a plan read it.
type fileText struct {
	src, lower []byte
	hash       [32]byte
	err        error
}

// fileSites are the sites of t in one file.
func (pr *planner) fileSites(pf *parsedFile, t *target) ([]Edit, error) {
	f, s := pf.f, pf.s
	var out []Edit
	switch t.Kind {
	case KindControl, KindAction:
		return pr.controlSites(pf, t), nil
	}
	for _, r := range symbols.FindReferences(f, pr.files[f.Name], pr.sum, t.ref) {
		tok := f.TokenAt(r.Span.Start)
		if tok < 0 {
			continue
		}
		out = append(out, pf.edit(tok, r.Kind))
	}
	out = append(out, pr.propertySites(pf, t)...)
	out = append(out, pr.subscriberSites(pf, t)...)
	for _, obj := range f.Objects() {
		if s.ObjectSymbols(obj) != t.Object {
			continue
		}
		out = append(out, pr.declSites(pf, obj, t)...)
	}
	// A name of the target's in a `with` body or shadowed by a field of
	// the record may mean the target: refuse rather than guess.
	if t.Kind == KindField || t.Kind == KindProcedure {
		for _, r := range s.Refs {
			if r.Ambiguous && strings.EqualFold(syntax.Unquote(f.TokenText(r.Token)), t.Name) {
				if has, table := s.ImplicitRecord(r.Node); t.Kind == KindField && has && table != nil && table != t.Base && !inWith(r.Node) {
					continue // a field of another table's record
				}
				line, col := f.Position(f.Tokens[r.Token].Span.Start)
				return nil, refuse(Ambiguous, "%s at %d:%d of %s may or may not name %s (a `with` body or a name shared by a field and a variable); rename refused", t.Name, line, col, f.Name, t.label())
			}
		}
	}
	return out, nil
}

func inWith(n *syntax.Node) bool { return enclosing(n, syntax.WithStmt) != nil }

// declSites are the name tokens declaring t in object obj.
func (pr *planner) declSites(pf *parsedFile, obj *syntax.Node, t *target) []Edit {
	f := pf.f
	var out []Edit
	switch t.Kind {
	case KindObject:
		if tok := f.ObjectName(obj); tok >= 0 {
			out = append(out, pf.edit(tok, "declaration"))
		}
	case KindField:
		for _, el := range f.TableFields(obj) {
			if tok := f.NameToken(el); tok >= 0 && strings.EqualFold(syntax.Unquote(f.TokenText(tok)), t.Name) {
				out = append(out, pf.edit(tok, "declaration"))
			}
		}
	case KindEnumValue:
		syntax.WalkElements(obj, func(el *syntax.Node) bool {
			if f.SectionKind(el) == syntax.KwValue {
				if tok := f.NameToken(el); tok >= 0 && strings.EqualFold(syntax.Unquote(f.TokenText(tok)), t.Name) {
					out = append(out, pf.edit(tok, "declaration"))
				}
			}
			return false
		})
	case KindProcedure, KindEvent:
		syntax.Walk(obj, func(n *syntax.Node) bool {
			if n.Kind == syntax.Procedure {
				if tok := f.NameToken(n); tok >= 0 && strings.EqualFold(syntax.Unquote(f.TokenText(tok)), t.Name) {
					out = append(out, pf.edit(tok, "declaration"))
				}
				return false
			}
			return true
		})
	}
	return out
}

// subscriberSites are the element names of EventSubscriber attributes
// ('Name' of OnAfterValidateEvent) naming a field of t.Base, or a control
// or action of the page t.Base.
func (pr *planner) subscriberSites(pf *parsedFile, t *target) []Edit {
	if t.Kind != KindField && t.Kind != KindControl && t.Kind != KindAction {
		return nil
	}
	f, s := pf.f, pf.s
	var out []Edit
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		if n.Kind != syntax.Attribute {
			return true
		}
		if !strings.EqualFold(f.DeclName(n), "EventSubscriber") {
			return false
		}
		al := n.Child(syntax.ArgumentList)
		if al == nil || len(al.Children) < 4 {
			return false
		}
		attr := symbols.Attribute{Name: "EventSubscriber"}
		for _, c := range al.Children {
			attr.Args = append(attr.Args, f.Text(f.Span(c)))
		}
		sub, ok := symbols.SubscriptionOf(&symbols.Procedure{Attributes: []symbols.Attribute{attr}})
		el := al.Children[3]
		if !ok || !strings.EqualFold(sub.Element, t.Name) || el.Last-el.First != 1 || f.Tokens[el.First].Kind != syntax.String {
			return false
		}
		want := "table"
		if t.Kind != KindField {
			want = "page"
		}
		if sub.ObjectKind != want {
			return false
		}
		if o := s.ObjectNamed(want, "", sub.Object); o == t.Base || o == nil && sameID(sub.Object, t.Base) {
			out = append(out, pf.edit(int(el.First), "subscriber element"))
		}
		return false
	})
	return out
}

func sameID(text string, o *symbols.Object) bool {
	return o != nil && o.ID != 0 && strings.TrimSpace(text) == strconv.Itoa(o.ID)
}

// controlSites are the places naming a control or action of page t.Base
// in the file: its declaration, anchors of page extensions' changes,
// actionrefs, CurrPage.Name, and event subscriber element names.
func (pr *planner) controlSites(pf *parsedFile, t *target) []Edit {
	f, s := pf.f, pf.s
	var out []Edit
	named := func(tok int) bool {
		return tok >= 0 && f.Tokens[tok].Kind.IsName() && strings.EqualFold(syntax.Unquote(f.TokenText(tok)), t.Name)
	}
	wantSec := syntax.KwLayout
	if t.Kind == KindAction {
		wantSec = syntax.KwActions
	}
	for _, obj := range f.Objects() {
		o := s.ObjectSymbols(obj)
		if o == nil || !isPage(o.Kind) {
			continue
		}
		base := o
		if o.Kind != "page" {
			base = pr.sum.ObjectIn("page", o.ExtendsNamespace, o.Extends)
		}
		if base != t.Base {
			continue
		}
		syntax.Walk(obj, func(n *syntax.Node) bool {
			switch n.Kind {
			case syntax.Element:
				kind := f.SectionKind(n)
				sec := sectionOf(f, n)
				if sec != wantSec {
					return true
				}
				args := f.ElementArgs(n, true)
				switch {
				case isChange(kind):
					for i, a := range args {
						if i > 0 && !isMove(kind) {
							break
						}
						if a.Len() == 1 && named(a.First) {
							out = append(out, pf.edit(a.First, "anchor"))
						}
					}
				case kind == syntax.KwActionRef:
					if len(args) > 1 && args[1].Len() == 1 && named(args[1].First) {
						out = append(out, pf.edit(args[1].First, "actionref"))
					}
				default:
					if tok := f.NameToken(n); o == t.Object && named(tok) && kind != syntax.KwArea {
						out = append(out, pf.edit(tok, "declaration"))
					}
				}
			case syntax.MemberExpr:
				if len(n.Children) > 0 && t.Kind == KindControl {
					recv := n.Children[0]
					if recv.Kind == syntax.NameExpr && strings.EqualFold(f.TokenText(int(recv.First)), "CurrPage") && named(int(n.Last)-1) {
						out = append(out, pf.edit(int(n.Last)-1, "reference"))
					}
				}
			}
			return true
		})
	}
	return append(out, pr.subscriberSites(pf, t)...)
}

// sortEdits sorts edits by file and position.
func sortEdits(es []Edit) {
	slices.SortStableFunc(es, func(a, b Edit) int {
		if c := strings.Compare(a.Path, b.Path); c != 0 {
			return c
		}
		return a.Start - b.Start
	})
}

// dedupe sorts edits by file and position and drops repeats.
func dedupe(es []Edit) []Edit {
	sortEdits(es)
	return slices.CompactFunc(es, func(a, b Edit) bool { return a.Path == b.Path && a.Start == b.Start })
}

// containsFold reports whether src contains needle (lower case),
// ignoring case.
func containsFold(src []byte, needle string) bool {
	return bytes.Contains(bytes.ToLower(src), []byte(needle))
}

func isMove(kw syntax.Keyword) bool {
	return kw == syntax.KwMoveAfter || kw == syntax.KwMoveBefore || kw == syntax.KwMoveFirst || kw == syntax.KwMoveLast
}
