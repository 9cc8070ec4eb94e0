package rename

import (
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// Names inside property values and element arguments that the reference
// finder of symbols does not see: fields and tables of CalcFormula and
// TableRelation, the fields of links (RunPageLink, SubPageLink,
// DataItemLink), table views, field lists (SumIndexFields, CalcFields,
// ...), keys and field groups, query columns; the objects of Permissions
// and TableNo; enum values of InitValue and const(...) filters.

// A propScan walks one file's properties and reports each name it can
// place: a table (kind "table"), another object (its kind), a field of a
// table ("field"), or an enum value ("value", owner the enum).
type propScan struct {
	pr   *planner
	pf   *parsedFile
	emit func(tok int, kind string, owner *symbols.Object)
}

// propertySites are the edits of t found by a propScan of the file.
func (pr *planner) propertySites(pf *parsedFile, t *target) []Edit {
	var out []Edit
	ps := &propScan{pr: pr, pf: pf}
	f := pf.f
	ps.emit = func(tok int, kind string, owner *symbols.Object) {
		if tok < 0 || owner == nil || !f.Tokens[tok].Kind.IsName() || !strings.EqualFold(syntax.Unquote(f.TokenText(tok)), t.Name) {
			return
		}
		ok := false
		switch t.Kind {
		case KindObject:
			ok = kind == t.Object.Kind && owner == t.Object
		case KindField:
			ok = kind == "field" && owner == t.Base
		case KindEnumValue:
			ok = kind == "value" && owner == t.Base
		}
		if ok {
			out = append(out, pf.edit(tok, "property"))
		}
	}
	ps.file()
	return out
}

// file scans every property and element of the file.
func (ps *propScan) file() {
	f := ps.pf.f
	syntax.Walk(f.Root, func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.Property:
			ps.property(n)
			return false
		case syntax.Element:
			ps.element(n)
		case syntax.Procedure, syntax.Trigger:
			return false
		}
		return true
	})
}

func (ps *propScan) table(name string) *symbols.Object {
	return ps.pf.s.ObjectNamed("table", "", name)
}

// ownTable is the table whose fields a property or element at n names
// without a qualifier: a data item's table, the table of a table (or
// table extension), the source table of a page (or of a page
// extension's base).
func (ps *propScan) ownTable(n *syntax.Node) *symbols.Object {
	f, s, sum := ps.pf.f, ps.pf.s, ps.pr.sum
	for e := n.Parent; e != nil; e = e.Parent {
		switch e.Kind {
		case syntax.Element:
			switch f.SectionKind(e) {
			case syntax.KwDataItem, syntax.KwTableElement:
				return ps.elementTable(e)
			}
		case syntax.Object:
			o := s.ObjectSymbols(e)
			if o == nil {
				return nil
			}
			switch o.Kind {
			case "table":
				return o
			case "tableextension":
				return sum.ObjectIn("table", o.ExtendsNamespace, o.Extends)
			case "page", "pageextension", "pagecustomization":
				return sum.PageSourceTable(o)
			}
			return nil
		}
	}
	return nil
}

// elementTable is the table of dataitem(Name; Table).
func (ps *propScan) elementTable(el *syntax.Node) *symbols.Object {
	f := ps.pf.f
	args := f.ElementArgs(el, false)
	if len(args) < 2 {
		return nil
	}
	tok := lastName(f, args[1].First, args[1].Last)
	if tok < 0 {
		return nil
	}
	return ps.table(syntax.Unquote(f.TokenText(tok)))
}

// parentTable is the table of the data item enclosing the one at n.
func (ps *propScan) parentTable(n *syntax.Node) *symbols.Object {
	f := ps.pf.f
	seen := 0
	for e := n.Parent; e != nil && e.Kind != syntax.Object; e = e.Parent {
		if e.Kind == syntax.Element && f.SectionKind(e) == syntax.KwDataItem {
			if seen++; seen == 2 {
				return ps.elementTable(e)
			}
		}
	}
	return nil
}

// linkedTable is the source table of the page a RunPageLink or
// SubPageLink at property p links to: the RunObject page of an action,
// the page of a part.
func (ps *propScan) linkedTable(p *syntax.Node) *symbols.Object {
	f, s, sum := ps.pf.f, ps.pf.s, ps.pr.sum
	el := enclosing(p.Parent, syntax.Element)
	if el == nil {
		return nil
	}
	if f.SectionKind(el) == syntax.KwPart {
		args := f.ElementArgs(el, false)
		if len(args) < 2 {
			return nil
		}
		if tok := lastName(f, args[1].First, args[1].Last); tok >= 0 {
			return sum.PageSourceTable(s.ObjectNamed("page", "", syntax.Unquote(f.TokenText(tok))))
		}
		return nil
	}
	ro := f.Property(el, "RunObject")
	if ro == nil {
		return nil
	}
	val := ro.Child(syntax.PropertyValue)
	if val == nil || val.Len() < 2 || !strings.EqualFold(f.TokenText(int(val.First)), "page") {
		return nil
	}
	if tok := lastName(f, int(val.First)+1, int(val.Last)); tok >= 0 {
		return sum.PageSourceTable(s.ObjectNamed("page", "", syntax.Unquote(f.TokenText(tok))))
	}
	return nil
}

// lastName is the last name token of a (qualified) name in [i, end).
func lastName(f *syntax.File, i, end int) int {
	tok := -1
	for ; i < end; i++ {
		switch f.Tokens[i].Kind {
		case syntax.Identifier, syntax.QuotedIdentifier:
			tok = i
		case syntax.Dot:
		default:
			return tok
		}
	}
	return tok
}

func (ps *propScan) property(p *syntax.Node) {
	f := ps.pf.f
	val := p.Child(syntax.PropertyValue)
	if val == nil || val.Len() == 0 {
		return
	}
	a, b := int(val.First), int(val.Last)
	switch strings.ToLower(f.PropertyName(p)) {
	case "calcformula", "tablerelation":
		ps.relation(a, b, ps.ownTable(p))
	case "sumindexfields", "datacaptionfields", "calcfields", "requestfilterfields":
		ps.names(a, b, "field", ps.ownTable(p))
	case "sourcetableview", "dataitemtableview":
		ps.tableView(a, b, ps.ownTable(p))
	case "runpageview":
		ps.tableView(a, b, ps.linkedTable(p))
	case "runpagelink", "subpagelink":
		ps.conditions(a, b, ps.linkedTable(p), ps.ownTable(p))
	case "dataitemlink":
		ps.dataItemLink(p, a, b)
	case "permissions", "indirectpermissions":
		ps.permissions(a, b)
	case "tableno":
		if tok := lastName(f, a, b); tok >= 0 {
			ps.emit(tok, "table", ps.table(syntax.Unquote(f.TokenText(tok))))
		}
	case "initvalue":
		if el := enclosing(p.Parent, syntax.Element); el != nil && f.SectionKind(el) == syntax.KwField {
			if fld := ps.pr.sum.Field(ps.ownTable(p), f.DeclName(el)); fld != nil {
				if e := ps.enumOf(fld); e != nil {
					ps.names(a, b, "value", e)
				}
			}
		}
	}
}

// element scans the field lists of keys, field groups and query columns.
func (ps *propScan) element(el *syntax.Node) {
	f := ps.pf.f
	switch f.SectionKind(el) {
	case syntax.KwKey, syntax.KwFieldGroup:
		args := f.ElementArgs(el, false)
		if len(args) > 1 {
			ps.names(args[1].First, args[len(args)-1].Last, "field", ps.ownTable(el))
		}
	case syntax.KwColumn, syntax.KwFilter:
		obj := ps.pf.s.ObjectSymbols(enclosing(el, syntax.Object))
		if obj == nil || obj.Kind != "query" {
			return
		}
		if args := f.ElementArgs(el, false); len(args) > 1 && args[1].Len() == 1 {
			ps.emit(args[1].First, "field", ps.ownTable(el))
		}
	}
}

// names reports every name of [a, b) as a member of owner.
func (ps *propScan) names(a, b int, kind string, owner *symbols.Object) {
	for i := a; i < b; i++ {
		if ps.pf.f.Tokens[i].Kind.IsName() {
			ps.emit(i, kind, owner)
		}
	}
}

// match returns the index of the ')' closing the '(' at i, or b.
func (ps *propScan) match(i, b int) int {
	depth := 0
	for j := i; j < b; j++ {
		switch ps.pf.f.Tokens[j].Kind {
		case syntax.LParen:
			depth++
		case syntax.RParen:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return b
}

func (ps *propScan) isCall(i, b int) bool {
	return i+1 < b && ps.pf.f.Tokens[i+1].Kind == syntax.LParen
}

// relation scans TableRelation and CalcFormula values:
// [if (conditions)] Table[.Field] [where (conditions)] [else ...] and
// Function(Table[.Field] [where (conditions)]).
func (ps *propScan) relation(a, b int, own *symbols.Object) {
	f := ps.pf.f
	var cur *symbols.Object
	for i := a; i < b; i++ {
		t := f.Tokens[i]
		if !t.Kind.IsName() {
			continue
		}
		if ps.isCall(i, b) {
			j := ps.match(i+1, b)
			switch strings.ToLower(f.TokenText(i)) {
			case "where":
				ps.conditions(i+2, j, cur, own)
			case "if":
				ps.conditions(i+2, j, own, own)
			case "sum", "count", "lookup", "exist", "min", "max", "average":
				ps.relation(i+2, j, own)
			}
			i = j
			continue
		}
		if i > a && f.Tokens[i-1].Kind == syntax.Dot {
			ps.emit(i, "field", cur)
			continue
		}
		if strings.EqualFold(f.TokenText(i), "else") {
			continue
		}
		if i+1 < b && f.Tokens[i+1].Kind == syntax.Dot && i+2 < b && f.Tokens[i+2].Kind == syntax.Identifier && i+3 < b && f.Tokens[i+3].Kind == syntax.Dot {
			continue // a namespace part
		}
		cur = ps.table(syntax.Unquote(f.TokenText(i)))
		ps.emit(i, "table", cur)
	}
}

// conditions scans Field = const(V), Field = filter(X), Field =
// field(Other) lists: Field is of left, Other of right, V a value of
// Field's enum.
func (ps *propScan) conditions(a, b int, left, right *symbols.Object) {
	f := ps.pf.f
	var lastField *symbols.Field
	for i := a; i < b; i++ {
		if !f.Tokens[i].Kind.IsName() {
			continue
		}
		if ps.isCall(i, b) {
			j := ps.match(i+1, b)
			switch strings.ToLower(f.TokenText(i)) {
			case "field":
				for k := i + 2; k < j; k++ {
					if f.Tokens[k].Kind.IsName() && !ps.isCall(k, j) {
						ps.emit(k, "field", right)
					}
				}
			case "const":
				if e := ps.enumOf(lastField); e != nil {
					ps.names(i+2, j, "value", e)
				}
			}
			i = j
			continue
		}
		if i+1 < b && f.Tokens[i+1].Kind == syntax.Equal {
			ps.emit(i, "field", left)
			lastField = ps.pr.sum.Field(left, syntax.Unquote(f.TokenText(i)))
		}
	}
}

// tableView scans sorting(Fields) order(...) where(conditions).
func (ps *propScan) tableView(a, b int, own *symbols.Object) {
	f := ps.pf.f
	for i := a; i < b; i++ {
		if !f.Tokens[i].Kind.IsName() || !ps.isCall(i, b) {
			continue
		}
		j := ps.match(i+1, b)
		switch strings.ToLower(f.TokenText(i)) {
		case "sorting":
			ps.names(i+2, j, "field", own)
		case "where":
			ps.conditions(i+2, j, own, own)
		}
		i = j
	}
}

// dataItemLink scans a report's Field = field(ParentField) list, or a
// query's Field = DataItem.Field list.
func (ps *propScan) dataItemLink(p *syntax.Node, a, b int) {
	f, s := ps.pf.f, ps.pf.s
	own := ps.ownTable(p)
	obj := s.ObjectSymbols(enclosing(p, syntax.Object))
	if obj == nil || obj.Kind != "query" {
		ps.conditions(a, b, own, ps.parentTable(p))
		return
	}
	for i := a; i < b; i++ {
		if !f.Tokens[i].Kind.IsName() {
			continue
		}
		if i+1 < b && f.Tokens[i+1].Kind == syntax.Equal {
			ps.emit(i, "field", own)
			continue
		}
		if i+2 < b && f.Tokens[i+1].Kind == syntax.Dot && f.Tokens[i+2].Kind.IsName() {
			di := syntax.Unquote(f.TokenText(i))
			for _, d := range obj.DataItems {
				if strings.EqualFold(d.Name, di) {
					ps.emit(i+2, "field", ps.table(d.Table))
				}
			}
			i += 2
		}
	}
}

// permissionKinds maps the words of a Permissions value to object kinds.
var permissionKinds = map[string]string{
	"tabledata": "table", "table": "table", "page": "page", "codeunit": "codeunit", "report": "report",
	"query": "query", "xmlport": "xmlport",
}

// permissions scans `tabledata X = RIMD, codeunit "Y" = X, ...`.
func (ps *propScan) permissions(a, b int) {
	f, s := ps.pf.f, ps.pf.s
	for i := a; i < b; i++ {
		kind, ok := permissionKinds[strings.ToLower(f.TokenText(i))]
		if !ok || i+1 >= b || !f.Tokens[i+1].Kind.IsName() {
			continue
		}
		tok := lastName(f, i+1, b)
		if tok < 0 {
			continue
		}
		ps.emit(tok, kind, s.ObjectNamed(kind, "", syntax.Unquote(f.TokenText(tok))))
		i = tok
	}
}

// enumOf is the enum of a field of an Enum type, or nil.
func (ps *propScan) enumOf(fld *symbols.Field) *symbols.Object {
	if fld == nil || fld.Type == nil || !fld.Type.Is("Enum") || fld.Type.Object == "" {
		return nil
	}
	return ps.pf.s.ObjectNamed("enum", "", fld.Type.Object)
}
