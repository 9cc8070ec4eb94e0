package check

import (
	"iter"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Page field sources: the expression of field(Name; Source) in the layout
// of a page or page extension. Scopes resolves them like code outside a
// routine (Ref.Routine nil): a field of the page's source table, a global
// variable or procedure of the page (of the base page for an extension), a
// member of one. AL0118 and AL0132 check them with what they check in code.

// pageFieldSources yields the source expressions of the field controls in
// the layout of the file's pages and page extensions (obsolete objects left
// out; request pages of reports are not pages here).
func pageFieldSources(pass *analysis.Pass) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwPage, syntax.KwPageExtension) {
			stop := false
			syntax.WalkElements(f.Section(obj, syntax.KwLayout), func(el *syntax.Node) bool {
				if stop {
					return false
				}
				if f.SectionKind(el) != syntax.KwField {
					return true
				}
				if e := fieldSource(f, el); e != nil {
					stop = !yield(e)
				}
				return false
			})
			if stop {
				return
			}
		}
	}
}

// reportSources yields the source expressions of the columns in the
// dataset of the file's reports and report extensions (column(Name;
// DataItem.Field): data items are record variables in the report's scope)
// and of the field controls in the layout of their request pages
// (obsolete objects left out). AL0132 checks their members as it checks
// page field sources.
func reportSources(pass *analysis.Pass) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		f := pass.File
		for obj := range pass.Objects(syntax.KwReport, syntax.KwReportExtension) {
			if f.IsObsolete(obj) {
				continue
			}
			sections := []struct {
				section *syntax.Node
				kind    syntax.Keyword
			}{{f.Section(obj, syntax.KwDataSet), syntax.KwColumn}}
			if rp := f.Section(obj, syntax.KwRequestPage); rp != nil {
				sections = append(sections, struct {
					section *syntax.Node
					kind    syntax.Keyword
				}{f.Section(rp, syntax.KwLayout), syntax.KwField})
			}
			stop := false
			for _, sec := range sections {
				if sec.section == nil {
					continue
				}
				syntax.WalkElements(sec.section, func(el *syntax.Node) bool {
					if stop {
						return false
					}
					if f.SectionKind(el) != sec.kind {
						return true
					}
					if e := fieldSource(f, el); e != nil {
						stop = !yield(e)
					}
					return false
				})
				if stop {
					return
				}
			}
		}
	}
}

// fieldSource returns the source expression of a page field element, nil
// when it has none or it is not parsed as one expression.
func fieldSource(f *syntax.File, el *syntax.Node) *syntax.Node {
	args := el.Child(syntax.ElementArgs)
	groups := f.ElementArgs(el, false)
	if args == nil || len(groups) < 2 {
		return nil
	}
	var found *syntax.Node
	for _, c := range args.Children {
		if int(c.First) >= groups[1].First && int(c.Last) <= groups[1].Last && c.Kind.IsExpression() {
			if found != nil {
				return nil
			}
			found = c
		}
	}
	return found
}

// inPageFieldSource reports whether n lies in the source expression of a
// field of a page or page extension's layout.
func inPageFieldSource(f *syntax.File, n *syntax.Node) bool {
	args := n.Ancestor(syntax.ElementArgs)
	if args == nil || f.SectionKind(args.Parent) != syntax.KwField {
		return false
	}
	if k := f.ObjectKind(n.Ancestor(syntax.Object)); k != syntax.KwPage && k != syntax.KwPageExtension {
		return false
	}
	for p := args.Parent; p != nil && p.Kind != syntax.Object; p = p.Parent {
		if p.Kind == syntax.Section && f.SectionKind(p) != syntax.KwLayout {
			return false
		}
	}
	groups := f.ElementArgs(args.Parent, false)
	return len(groups) >= 2 && int(n.First) >= groups[1].First
}

// reportPageFieldNames reports, for AL0118, the names in page field sources
// that nothing in reach declares: not a field of the source table, a global
// or procedure of the page, nor anything code may name.
func reportPageFieldNames(pass *analysis.Pass, sc *symbols.FileScopes, sum *symbols.Summary) {
	f := pass.File
	for _, r := range sc.Refs {
		if r.Routine != nil || r.Decl != nil || r.Field != nil || r.MaybeField || r.Ambiguous {
			continue
		}
		if k := f.Tokens[r.Token].Kind; k != syntax.Identifier && k != syntax.QuotedIdentifier {
			continue
		}
		if !inPageFieldSource(f, r.Node) && !inReportColumnSource(f, r.Node) || f.IsObsolete(r.Node.Ancestor(syntax.Object)) {
			continue
		}
		name := syntax.Unquote(f.TokenText(r.Token))
		if f.Tokens[r.Token].Kind == syntax.Identifier && (strings.EqualFold(name, "true") || strings.EqualFold(name, "false")) {
			continue // field(X; true): a lone literal is parsed as a name here
		}
		if declaredInReach(sc, sum, r.Node, name) {
			continue
		}
		pass.Reportf(tokenSpan(f, r.Token), []any{name})
	}
}

// reportPageFieldMembers reports, for AL0132, the members in page field
// sources and report column and request page field sources (Rec."Bar Priorty", Customer.Nme, Codeunit.Proc()) that the
// receiver's object does not declare; receivers whose object is not known
// are not checked.
func reportPageFieldMembers(pass *analysis.Pass, sc *symbols.FileScopes, sum *symbols.Summary) {
	f := pass.File
	sources := []iter.Seq[*syntax.Node]{pageFieldSources(pass), reportSources(pass)}
	for src := range chainSources(sources) {
		syntax.Walk(src, func(n *syntax.Node) bool {
			if n.Kind != syntax.MemberExpr {
				return true
			}
			tok := f.MemberNameToken(n)
			if tok < 0 {
				return true
			}
			if r := sc.RefOf(n); r != nil && r.Decl != nil {
				return true // this.Proc
			}
			name := syntax.Unquote(f.TokenText(tok))
			t := sc.TypeOf(n.Children[0])
			if t.Is("Enum") {
				if symbols.Builtin("Enum", name) == nil {
					pass.Reportf(tokenSpan(f, tok), []any{t.Text, name})
				}
				return true
			}
			recv := memberReceiver(t)
			if recv == "" {
				return true
			}
			o := sc.ObjectOfType(t)
			if o == nil || hasMember(sc, sum, recv, o, n, name) {
				return true
			}
			pass.Reportf(tokenSpan(f, tok), []any{t.Kind + " " + symbols.QuoteName(o.Name), name})
			return true
		})
	}
}

// chainSources yields the values of each sequence in turn.
func chainSources(seqs []iter.Seq[*syntax.Node]) iter.Seq[*syntax.Node] {
	return func(yield func(*syntax.Node) bool) {
		for _, seq := range seqs {
			for n := range seq {
				if !yield(n) {
					return
				}
			}
		}
	}
}
