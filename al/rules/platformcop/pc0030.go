package platformcop

import (
	"slices"
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/loadfields"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// PC0030 reports a record read without SetLoadFields before it.
var PC0030 = &analysis.Rule{
	ID:      "PC0030",
	Title:   "Use partial records on read operation",
	Message: "%s.%s() loads every field of the record; select the fields the code needs with SetLoadFields before it",
	Description: "A read that loads a whole record fetches every normal field, those of table extensions too " +
		"(a join per extension); SetLoadFields (AddLoadFields, SetBaseLoadFields) before it loads only what " +
		"the code needs. Reported: Get, GetBySystemId, Find, FindFirst, FindLast or FindSet on a local Record " +
		"variable of a normal database table, or on a local RecordRef opened on one with Open(Database::X), " +
		"when on the path to the read no load-fields call on the variable is in force (after it, Reset, " +
		"Clear(X) or SetLoadFields() without arguments end it; of an if or case, only load fields set on " +
		"every branch count). Not reported: temporary records, tables whose TableType is not Normal (CRM, " +
		"CDS, ExternalSQL, Exchange, MicrosoftGraph, Temporary), tables or types alfix does not know, " +
		"globals and parameters, Get() without arguments on a setup table (one Code primary key field " +
		"named Primary Key), a RecordRef whose SetTable is called, and a variable that the routine writes " +
		"(Insert, Modify, ModifyAll, Delete, DeleteAll, Rename, TransferFields, Init, Copy), calls a table " +
		"procedure on, passes to any procedure or built-in, assigns to another variable or returns: those " +
		"need the whole record (a read after such a use on the same path is not reported either). Variables " +
		"used in a with body or in inactive #if code, obsolete code and runtimes before 7.0 are skipped. The " +
		"fix, offered for a Record, inserts X.SetLoadFields(...) before the statement of the read with the " +
		"normal fields of X the routine uses (fields only named by SetRange, SetFilter, SetCurrentKey and " +
		"similar selectors are left out; Blobs, FlowFields and FlowFilters too), or the primary key fields " +
		"when it uses none.",
	Severity:    analysis.SeverityInfo,
	Category:    "Performance",
	Analyzer:    project.PlatformCop,
	FixKeys:     []string{"PC0030.AddSetLoadFields"},
	UsesProject: true,
	Run:         runPC0030,
}

func runPC0030(pass *analysis.Pass) {
	if !pass.RuntimeAtLeast(7, 0) {
		return
	}
	f := pass.File
	for _, r := range loadfields.Analysis.Get(pass).Reads {
		pass.Reportf(r.Call.Span(f), []any{r.Var.Decl.Name, r.Call.Method.Name}, pc0030Fix(pass, r))
	}
}

// pc0030Fix inserts SetLoadFields with the fields the routine uses before
// the statement of the read, or returns the zero Fix.
func pc0030Fix(pass *analysis.Pass, r loadfields.Read) analysis.Fix {
	if r.Var.RecordRef {
		return analysis.Fix{}
	}
	f := pass.File
	stmt := pc0030Statement(r.Call.Node(), r.Var.Routine)
	if stmt == nil {
		return analysis.Fix{}
	}
	fields, ok := pc0030UsedFields(pass, r.Var)
	if !ok {
		return analysis.Fix{}
	}
	if len(fields) == 0 {
		fields = loadfields.PrimaryKey(pass, r.Var.Table)
		if len(fields) == 0 {
			return analysis.Fix{}
		}
	}
	names := make([]string, 0, len(fields))
	for _, fl := range fields {
		names = append(names, syntax.QuoteName(fl.Name))
	}
	slices.SortFunc(names, func(a, b string) int {
		return strings.Compare(strings.ToLower(syntax.Unquote(a)), strings.ToLower(syntax.Unquote(b)))
	})
	names = slices.Compact(names)
	start := f.Tokens[stmt.First].Span.Start
	if !syntax.OnlySpace(f.Src, syntax.LineStart(f.Src, start), start) {
		return analysis.Fix{}
	}
	indent := syntax.IndentAt(f.Src, start)
	text := syntax.QuoteName(r.Var.Decl.Name) + ".SetLoadFields(" + strings.Join(names, ", ") + ");\n" + indent
	return pass.Fix("AddSetLoadFields", "Add SetLoadFields", edit.Insert(start, text))
}

// pc0030Statement returns the statement holding n that stands in a
// statement list (a block, a repeat body, a case else), or nil.
func pc0030Statement(n, routine *syntax.Node) *syntax.Node {
	for p := n.Parent; p != nil && p != routine; p = p.Parent {
		if !p.Kind.IsStatement() || p.Parent == nil {
			continue
		}
		switch p.Parent.Kind {
		case syntax.Block, syntax.CaseElse:
			return p
		case syntax.RepeatStmt:
			if p != p.Parent.Children[len(p.Parent.Children)-1] {
				return p
			}
		}
	}
	return nil
}

// pc0030UsedFields returns the loadable fields of v's table its routine
// reads or writes, leaving out fields passed only as selectors (SetRange's
// field, SetCurrentKey's, ...). false: a member of v is not known.
func pc0030UsedFields(pass *analysis.Pass, v *loadfields.Var) ([]*symbols.Field, bool) {
	scopes := pass.Scopes()
	fb := calls.Builtins.Get(pass)
	body := v.Routine.Child(syntax.Block)
	var out []*symbols.Field
	ok := true
	isVar := func(e *syntax.Node) bool {
		if e == nil || e.Kind != syntax.NameExpr {
			return false
		}
		r := scopes.RefOf(e)
		return r != nil && r.Decl == v.Decl
	}
	add := func(fl *symbols.Field) {
		if fl != nil && loadfields.Loadable(fl) && !slices.Contains(out, fl) {
			out = append(out, fl)
		}
	}
	var visit func(n *syntax.Node) bool
	visit = func(n *syntax.Node) bool {
		switch n.Kind {
		case syntax.CallExpr:
			callee := n.Children[0]
			if callee.Kind != syntax.MemberExpr || len(callee.Children) == 0 || !isVar(callee.Children[0]) || len(n.Children) < 2 {
				return true
			}
			m := fb.Method(callee)
			if m == nil {
				ok = false
				return false
			}
			name := strings.ToLower(m.Name)
			args := n.Children[1].Children
			switch {
			case loadfields.SelectorAll[name]:
				return false
			case loadfields.SelectorFirst[name] && len(args) > 0:
				for _, a := range args[1:] {
					pass.Walk(a, visit)
				}
				return false
			}
			for _, a := range args {
				if a.Kind == syntax.NameExpr {
					if r := scopes.RefOf(a); r != nil && r.Field != nil {
						add(r.Field)
					}
				}
			}
		case syntax.MemberExpr:
			if len(n.Children) == 0 || !isVar(n.Children[0]) || n.IsCallee() || calls.InScopeExpr(n) {
				return true
			}
			if fb.Method(n) != nil {
				return true
			}
			fl := scopes.FieldOf(n)
			if fl == nil {
				ok = false
				return false
			}
			add(fl)
		}
		return true
	}
	pass.Walk(body, visit)
	return out, ok
}
