package formattingcop

import (
	"strings"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/internal/edit"
	"github.com/alfix/alfix/al/rules/internal/calls"
	"github.com/alfix/alfix/al/rules/internal/keywords"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

// FC0002 (keyword part) and CodeCop's AA0241 (codecop/aa0241.go) check,
// through keywords.ReportCasing, the same thing: a reserved word written in
// another casing than its canonical lower-case spelling. Only tokens the
// parser consumed as keywords count, so words used as names (a variable
// called Value, Rec.Count, Page::X) and data types (Record, Integer, Label)
// are never reported as keywords.
//
// FC0002 also checks names (runIdentifierCasing): built-in methods against
// the catalogue's casing, and references to declared identifiers (variables,
// parameters, procedures, fields, Rec/CurrPage) against their declaration.
// AA0241 stays keywords only.

// FC0002 reports keywords, built-in methods and references to declarations
// whose casing differs from the canonical one.
var FC0002 = &analysis.Rule{
	ID:      "FC0002",
	Title:   "Casing of symbols and keywords must align with the language definition",
	Message: "The %s '%s' should be written '%s'",
	Description: "AL is case-insensitive, but code reads best when every word is written one way. " +
		"Reserved words (begin, if, then, procedure, codeunit, true, where, ...) are written in lower " +
		"case; built-in methods as the platform spells them (FindFirst, SetRange, Today); and a " +
		"reference to a variable, parameter, procedure or field as it is declared (quoted names keep " +
		"their quotes), in code and in control source expressions. Outside code the same holds for " +
		"data type names (Integer, Code[20], Enum \"X\"), property names and their enumerated values " +
		"(DataClassification = CustomerContent), label arguments (Comment, Locked, MaxLength), trigger " +
		"names (OnValidate), members of built-in option types (ObjectType::XmlPort) and enum values, " +
		"objects and fields named in property values (TableNo, LookupPageId, Permissions, CalcFormula, " +
		"DataCaptionFields) and fieldgroup fields; object type words inside permission values " +
		"(AccessByPermission = table X = X) are lower-case keywords. Names inside with statements, names " +
		"that may be fields of a table alfix does not know, words whose spelling Microsoft's own code " +
		"does not settle, and xmlport table and text elements (often declared in lower case as their " +
		"XML node name) are not checked. The fix rewrites the word.",
	Severity: analysis.SeverityInfo,
	Category: "Design",
	Analyzer: "FormattingCop",
	FixKeys:  []string{"FC0002.FixCasing"},
	// UsesProject: fields and procedures of other files' objects.
	UsesProject: true,
	Run: func(pass *analysis.Pass) {
		keywords.ReportCasing(pass, true)
		done := newTokenSet(len(pass.File.Tokens))
		runIdentifierCasing(pass, done)
		runVocabularyCasing(pass, done)
	},
}

// runIdentifierCasing reports built-in method names and references to
// declarations written in another casing than the catalogue's or the
// declaration's.
func runIdentifierCasing(pass *analysis.Pass, done tokenSet) {
	f := pass.File
	scopes := pass.Scopes()
	for _, r := range scopes.Refs {
		// Code and control source expressions only: a property value such
		// as ExtendedDatatype = EMail is resolved like an expression and may
		// meet a field of the same name.
		if r.Ambiguous || r.Token < 0 || (r.Routine == nil && !inElementArgs(r.Node)) {
			continue
		}
		switch {
		case r.Decl != nil:
			if r.Decl.Kind == symbols.DataItemVar && r.Decl.Object != nil && f.ObjectKind(r.Decl.Object) == syntax.KwXmlPort {
				// Converted xmlports name their elements in lower case (the XML
				// node name) and refer to them in Pascal case: not reported.
				continue
			}
			kind := "name"
			switch {
			case r.Decl.Kind == symbols.ProcedureDecl:
				kind = "procedure"
			case r.Decl.Kind == symbols.Param:
				kind = "parameter"
			case r.Decl.Kind != symbols.Implicit:
				kind = "variable"
			}
			fc0002Name(pass, done, r.Token, r.Decl.Name, kind)
		case r.Field != nil:
			fc0002Name(pass, done, r.Token, r.Field.Name, "field")
		}
	}
	fb := calls.Builtins.Get(pass)
	for n := range pass.Code(syntax.NameExpr, syntax.MemberExpr) {
		tok := f.CalleeNameToken(n)
		if tok < 0 || done.has(tok) || calls.InScopeExpr(n) {
			continue
		}
		if m := fb.Method(n); m != nil {
			fc0002Name(pass, done, tok, m.Name, "method")
			continue
		}
		if n.Kind != syntax.MemberExpr {
			continue
		}
		if n.IsCallee() {
			if procs := scopes.Callees(n.Parent); len(procs) > 0 {
				fc0002Name(pass, done, tok, procs[0].Name, "procedure")
			}
			continue
		}
		if scopes.Summary == nil || scopes.ReceiverKind(n.Children[0]) != "Record" {
			continue
		}
		if t := scopes.TypeOf(n.Children[0]); t.Object != "" {
			if fld := scopes.Summary.TableField(t.Object, syntax.Unquote(f.TokenText(tok))); fld != nil {
				fc0002Name(pass, done, tok, fld.Name, "field")
			}
		}
	}
}

// inElementArgs reports whether n is inside an element's arguments (a
// control's source expression: field(Name; Expr)).
func inElementArgs(n *syntax.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		switch p.Kind {
		case syntax.ElementArgs:
			return true
		case syntax.PropertyValue, syntax.Element, syntax.Object:
			return false
		}
	}
	return false
}

// fc0002Name reports name token tok when it is want in another casing, and
// offers to write it as want (keeping the quotes of a quoted name).
func fc0002Name(pass *analysis.Pass, done tokenSet, tok int, want, kind string) {
	f := pass.File
	done.add(tok)
	// Compared on the source bytes: nearly every name is written as
	// declared, and its text is needed only for a report.
	if f.TokenNameIs(tok, want) || !f.TokenNameEqualFold(tok, want) {
		return
	}
	got := f.TokenText(tok)
	if f.Tokens[tok].Kind == syntax.QuotedIdentifier {
		if strings.Contains(want, `"`) {
			return
		}
		want = `"` + want + `"`
	}
	pass.Reportf(f.Tokens[tok].Span, []any{kind, got, want},
		pass.Fix("FixCasing", "Write '"+want+"'", edit.ReplaceToken(f, tok, want)))
}

// tokenSet is a set of token indexes of one file (those FC0002 judged
// already): a bit per token.
type tokenSet []uint64

func newTokenSet(tokens int) tokenSet { return make(tokenSet, (tokens+63)/64) }

// has reports whether token i is in s (false for an index outside the
// file's tokens).
func (s tokenSet) has(i int) bool {
	return i >= 0 && i/64 < len(s) && s[i/64]&(1<<(uint(i)%64)) != 0
}

// add puts token i in s (nothing for an index outside the file's tokens).
func (s tokenSet) add(i int) {
	if i >= 0 && i/64 < len(s) {
		s[i/64] |= 1 << (uint(i) % 64)
	}
}
