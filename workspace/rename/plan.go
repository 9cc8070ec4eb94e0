package rename

import (
	"context"
	"fmt"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// Kind is the kind of symbol a rename changes.
type Kind string

// Kinds of renamed symbols.
const (
	KindObject    Kind = "object"
	KindField     Kind = "field"
	KindProcedure Kind = "procedure"
	KindEvent     Kind = "event"
	KindParameter Kind = "parameter"
	KindLocal     Kind = "local variable"
	KindGlobal    Kind = "global variable"
	KindReturn    Kind = "return value"
	KindEnumValue Kind = "enum value"
	KindControl   Kind = "control"
	KindAction    Kind = "action"
)

// A Request asks for a rename.
type Request struct {
	// Path is a file of the project (absolute, cleaned, inside the
	// project: the caller checks that).
	Path string
	// Line and Column (1-based, UTF-16 columns as analyze reports them)
	// are on the symbol's name: its declaration or any reference.
	Line, Column int
	// NewName is the new name, unquoted or as a quoted identifier.
	NewName string
	// Force renames a member other projects of the workspace depend on
	// (their code is not changed).
	Force bool
}

// Problem says why a rename or an affix was refused.
type Problem string

// Problems.
const (
	NothingHere   Problem = "NothingHere"   // the position names no symbol alfix can rename
	InvalidName   Problem = "InvalidName"   // the new name is not a valid AL identifier, or too long
	Collision     Problem = "Collision"     // the new name is taken where it would be seen
	NotWritable   Problem = "NotWritable"   // the symbol is declared outside the project's files (a dependency)
	PublicAPI     Problem = "PublicAPI"     // other projects of the workspace depend on the symbol (force renames anyway)
	Ambiguous     Problem = "Ambiguous"     // a place may name the symbol or something else (`with`)
	Unsupported   Problem = "Unsupported"   // a kind of symbol or place rename does not handle
	UnchangedName Problem = "UnchangedName" // the new name is the old one
	NoAffix       Problem = "NoAffix"       // add_affix: no affix given and none configured
)

// An Error is a refusal: nothing is planned, nothing is written.
type Error struct {
	Problem Problem
	Message string
	// Dependents names the projects that depend on a PublicAPI symbol.
	Dependents []string
}

func (e *Error) Error() string { return e.Message }

func refuse(p Problem, format string, args ...any) *Error {
	return &Error{Problem: p, Message: fmt.Sprintf(format, args...)}
}

// An Edit replaces the bytes [Start, End) of a file with New.
type Edit struct {
	Path       string
	Start, End int
	// Line and Column are the position of Start (1-based, UTF-16).
	Line, Column int
	Old, New     string
	// Site says what the place is: "declaration", a reference kind of
	// symbols (call, read, type, property, ...), "subscriber element",
	// "anchor", ...
	Site string
}

// A Plan is a rename (or an affix) planned on the files' current bytes.
type Plan struct {
	Kind    Kind
	OldName string
	NewName string
	// Object is the object declaring the symbol (kind and name), ""
	// for an object.
	Object string
	// Edits are every replacement, by file and position.
	Edits []Edit
	// Files are the new contents, ready for fix.PlanOf and fix.Commit.
	Files []fix.PlannedFile
	// Warnings say what the plan leaves to the caller (forced public API,
	// translation files not updated).
	Warnings []string
}

// Plan plans the rename req asks for on project p.
func PlanRename(ctx context.Context, p *workspace.Project, req Request) (*Plan, error) {
	d, err := p.Declarations(ctx)
	if err != nil {
		return nil, err
	}
	pr := newPlanner(ctx, p, d)
	t, err := pr.targetAt(req.Path, req.Line, req.Column)
	if err != nil {
		return nil, err
	}
	name := CleanName(req.NewName)
	if err := pr.check(t, name, req.Force); err != nil {
		return nil, err
	}
	edits, err := pr.sites(t)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Kind: t.Kind, OldName: t.Name, NewName: name, Object: t.objectLabel()}
	if t.Kind == KindObject {
		pl.Object = ""
	}
	for i := range edits {
		edits[i].New = spell(edits[i].Old, name)
	}
	if pl.Files, pl.Edits, err = pr.apply(edits); err != nil {
		return nil, err
	}
	if req.Force && len(t.dependents) > 0 {
		pl.Warnings = append(pl.Warnings, fmt.Sprintf("forced: %s is public API that %s depend(s) on; their code was not changed",
			t.label(), strings.Join(t.dependents, ", ")))
	}
	pl.Warnings = append(pl.Warnings, pr.warnings...)
	if r, ok := xliffRenameOf(t, name); ok {
		files, edits, w := pr.xliffPlan([]xliffRename{r})
		pl.Files, pl.Edits = append(pl.Files, files...), append(pl.Edits, edits...)
		if w != "" {
			pl.Warnings = append(pl.Warnings, w)
		}
	} else if t.Kind == KindLocal {
		if w := pr.xliffLocalWarning(t); w != "" {
			pl.Warnings = append(pl.Warnings, w)
		}
	}
	return pl, nil
}

// dependentNames lists the apps of the workspace that depend on sum's app.
func dependentNames(sum *symbols.Summary) []string {
	var out []string
	for _, a := range sum.Dependents {
		out = append(out, a.Name)
	}
	return out
}
