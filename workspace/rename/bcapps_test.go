package rename

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
	"github.com/alfix/alfix/workspace/query"
)

// bcappsRename is one rename of the acceptance test on BCApps' Bank
// Deposits app: at the nth occurrence of needle in file (plus skip
// bytes), to name. ref names the symbol for find_references (objects,
// fields, procedures); "" for variables and parameters, whose references
// a reverse rename counts.
type bcappsRename struct {
	kind         Kind
	file, needle string
	nth, skip    int
	name         string
	force        bool
	ref          query.ObjectRef
	member, mk   string
}

// TestBCAppsRenames renames five members of different kinds and an
// object, each named in ten places or more, in a copy of Bank Deposits (src/Apps/W1/
// BankDeposits/app), with Base Application and the app's tests from the
// checkout: after each, the compile checks report no error, find_references
// finds the new name as often as it found the old one and the old one no
// more, and the files differ from before exactly at the planned edits. A
// collision and a public-API rename without force are refused with nothing
// written. It runs when ALFIX_BCAPPS names a BCApps checkout.
func TestBCAppsRenames(t *testing.T) {
	bcapps := os.Getenv("ALFIX_BCAPPS")
	if bcapps == "" {
		t.Skip("set ALFIX_BCAPPS to a BCApps checkout")
	}
	root := filepath.Join(t.TempDir(), "BankDeposits")
	copyDir(t, filepath.Join(bcapps, "src", "Apps", "W1", "BankDeposits", "app"), root)
	reg, _ := analysis.NewRegistry()
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{root}, SourceRoots: []string{bcapps}, Registry: reg})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	p := w.Primary()
	ctx := context.Background()
	v, err := CompileChecks(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("before: compile checks %s, %d error(s) %v", v.State, v.Errors, v.First)
	if v.Errors != 0 {
		t.Fatalf("the copy does not compile cleanly before any rename: %+v", v.First)
	}
	src := filepath.Join(root, "src")

	// Refusals first: nothing may be written.
	before := readAll(t, root)
	field := filepath.Join(src, "tables", "BankDepositHeader.Table.al")
	line, col := at(t, field, `"Total Deposit Amount"`, 0, 1)
	_, err = PlanRename(ctx, p, Request{Path: field, Line: line, Column: col, NewName: "Deposit Total"})
	var e *Error
	if !errors.As(err, &e) || e.Problem != PublicAPI || len(e.Dependents) == 0 || !strings.Contains(e.Message, "Tests") {
		t.Fatalf("a public field without force: %v", err)
	}
	t.Logf("refused: %s", e.Message)
	_, err = PlanRename(ctx, p, Request{Path: field, Line: line, Column: col, NewName: "total deposit lines", Force: true})
	if problemOf(err) != Collision {
		t.Fatalf("collision: %v", err)
	}
	t.Logf("refused: %v", err)
	if readAll(t, root) != before {
		t.Fatal("a refusal wrote")
	}

	cases := []bcappsRename{
		{kind: KindField, file: "tables/BankDepositHeader.Table.al", needle: `"Total Deposit Amount"`, skip: 1, name: "Deposit Total", force: true,
			ref: query.ObjectRef{Kind: "table", Name: "Bank Deposit Header"}, member: "Total Deposit Amount", mk: "field"},
		{kind: KindProcedure, file: "reports/BankDepositTestReport.Report.al", needle: "procedure AddError", skip: 10, name: "ReportError",
			ref: query.ObjectRef{Kind: "report", Name: "Bank Deposit Test Report"}, member: "AddError", mk: "procedure"},
		{kind: KindLocal, file: "codeunits/BankDepositPost.Codeunit.al", needle: "GenJournalLine: Record", name: "DepositJournalLine"},
		{kind: KindParameter, file: "codeunits/BankDepositPost.Codeunit.al", needle: "InsertLumpSumGenJournalLine(BankDepositHeader", skip: 28, name: "DepositHeader"},
		{kind: KindGlobal, file: "reports/BankDepositTestReport.Report.al", needle: "AmountDue: Decimal", name: "RemainingDue"},
		// And an object, public API too.
		{kind: KindObject, file: "tables/PostedBankDepositHeader.Table.al", needle: `"Posted Bank Deposit Header"`, skip: 1, name: "Posted Deposit Header", force: true,
			ref: query.ObjectRef{Kind: "table", Name: "Posted Bank Deposit Header"}},
	}
	for _, c := range cases {
		t.Run(string(c.kind), func(t *testing.T) {
			path := filepath.Join(src, filepath.FromSlash(c.file))
			line, col := at(t, path, c.needle, c.nth, c.skip)
			pl, err := PlanRename(ctx, p, Request{Path: path, Line: line, Column: col, NewName: c.name, Force: c.force})
			if err != nil {
				t.Fatal(err)
			}
			if pl.Kind != c.kind || len(pl.Edits) < 10 {
				t.Fatalf("%s %q: %d edit(s)", pl.Kind, pl.OldName, len(pl.Edits))
			}
			old := pl.OldName
			for _, e := range pl.Edits {
				if !strings.EqualFold(strings.Trim(e.Old, `"'`), old) {
					t.Errorf("edit of %q at %s:%d:%d", e.Old, e.Path, e.Line, e.Column)
				}
			}
			refsBefore := -1
			if c.ref.Kind != "" {
				refsBefore = references(t, p, c.ref, c.member, c.mk)
			}
			originals := map[string][]byte{}
			for _, f := range pl.Files {
				originals[f.Path] = f.Original
			}
			cr, err := fix.Commit(ctx, p, fix.PlanOf(p, pl.Files))
			if err != nil || !cr.Committed {
				t.Fatalf("commit: %+v %v", cr, err)
			}
			// The files differ exactly at the edits.
			for path, orig := range originals {
				got, _ := os.ReadFile(path)
				if want := applyEdits(orig, pl.Edits, path); string(got) != want {
					t.Errorf("%s differs from its original with the edits applied", path)
				}
			}
			v, err := CompileChecks(ctx, p)
			if err != nil || v.Errors != 0 {
				t.Fatalf("after: %+v %v", v, err)
			}
			if c.ref.Kind != "" {
				member := c.name
				ref := c.ref
				if c.kind == KindObject {
					ref.Name, member = c.name, ""
				}
				if after := references(t, p, ref, member, c.mk); after != refsBefore {
					t.Errorf("find_references: %d before, %d after", refsBefore, after)
				}
				if _, err := query.FindReferences(ctx, p, query.ReferencesRequest{Object: c.ref, Member: c.member, MemberKind: c.mk}); err == nil {
					t.Errorf("the old name %s %s is still found", c.ref, c.member)
				}
				t.Logf("%s %q -> %q: %d edits in %d files, find_references %d -> %d", c.kind, old, c.name, len(pl.Edits), len(pl.Files), refsBefore, refsBefore)
				return
			}
			// Variables: renaming back finds as many places, and the
			// old name names nothing at the declaration any more.
			skip := c.skip
			if i := strings.Index(c.needle, old); i >= 0 && i < skip {
				skip += len(c.name) - len(old)
			}
			line, col = at(t, path, strings.Replace(c.needle, old, c.name, 1), c.nth, skip)
			back, err := PlanRename(ctx, p, Request{Path: path, Line: line, Column: col, NewName: old})
			if err != nil {
				t.Fatalf("renaming back: %v", err)
			}
			if len(back.Edits) != len(pl.Edits) || back.OldName != c.name {
				t.Fatalf("renaming back: %s %q, %d edits, want %d", back.Kind, back.OldName, len(back.Edits), len(pl.Edits))
			}
			t.Logf("%s %q -> %q: %d edits in %d files", c.kind, old, c.name, len(pl.Edits), len(pl.Files))
		})
	}
}

// references counts find_references' answer for a symbol.
func references(t *testing.T, p *workspace.Project, o query.ObjectRef, member, kind string) int {
	t.Helper()
	if member == "" {
		kind = ""
	}
	res, err := query.FindReferences(context.Background(), p, query.ReferencesRequest{Object: o, Member: member, MemberKind: kind, Page: query.PageRequest{Limit: 1}})
	if err != nil {
		t.Fatalf("find_references %s %s: %v", o, member, err)
	}
	return res.Page.Total
}

// applyEdits is orig with the edits of path applied.
func applyEdits(orig []byte, edits []Edit, path string) string {
	var b strings.Builder
	last := 0
	for _, e := range edits {
		if e.Path != path {
			continue
		}
		b.Write(orig[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.Write(orig[last:])
	return b.String()
}
