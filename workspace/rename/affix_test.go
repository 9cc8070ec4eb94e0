package rename

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
	"github.com/alfix/alfix/workspace"
	"github.com/alfix/alfix/workspace/fix"
)

// partner copies testdata/partner (a base app and a partner app that
// extends it, AppSourceCop.json naming the prefix PTR) and opens a
// workspace on the partner app with every rule of alfix.
func partner(t *testing.T) (string, *workspace.Project) {
	t.Helper()
	repo := t.TempDir()
	copyDir(t, "testdata/partner", repo)
	w, err := workspace.Open(context.Background(), workspace.Options{Roots: []string{filepath.Join(repo, "partner")},
		SourceRoots: []string{repo}, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return repo, w.Primary()
}

// affixFindings counts the findings of AppSourceCop's affix rules, lists
// PerTenantExtensionCop's by id, and returns the compile checks' verdict
// of an analysis of p.
func affixFindings(t *testing.T, p *workspace.Project) (affix int, pte map[string]int, compile *Verdict) {
	t.Helper()
	res, err := p.Analyze(context.Background(), workspace.AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	pte = map[string]int{}
	for _, f := range res.Findings.Slice() {
		switch {
		case f.ID == "AS0011" || f.ID == "AS0098":
			affix++
		case strings.HasPrefix(f.ID, "PTE"):
			pte[f.ID]++
		}
	}
	v, err := CompileChecks(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return affix, pte, v
}

func TestAddAffix(t *testing.T) {
	repo, p := partner(t)
	before, pteBefore, v := affixFindings(t, p)
	if before == 0 || v.Errors != 0 {
		t.Fatalf("before: %d affix findings, compile %+v", before, v)
	}
	t.Logf("before: %d affix findings, PerTenantExtensionCop %v, compile checks %s", before, pteBefore, v.State)
	ap, err := PlanAffix(context.Background(), p, AffixRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if ap.Affix != "PTR" || !ap.Prefix {
		t.Fatalf("affix %q prefix %v", ap.Affix, ap.Prefix)
	}
	want := []string{`table "Rating" -> "PTRRating"`, `field "Rating" of tableextension "Item Ext" -> "PTRRating"`,
		`tableextension "Item Ext" -> "PTR Item Ext"`, `key "ByRating" of tableextension "Item Ext" -> "PTRByRating"`,
		`control "Rating" of pageextension "Item Card Ext" -> "PTRRating"`, `action "Rate" of pageextension "Item Card Ext" -> "PTRRate"`,
		`enum value "Rated" of enumextension "Kind Ext" -> "PTRRated"`, `page "Rating List" -> "PTR Rating List"`, `permissionset "Partner" -> "PTRPartner"`}
	got := strings.Join(ap.Renamed, "\n")
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("missing %s in\n%s", w, got)
		}
	}
	if strings.Contains(got, "PTR Rating Mgt") || strings.Contains(got, "PTR Score") || len(ap.Renamed) != len(want)+2 {
		t.Errorf("renamed %d:\n%s", len(ap.Renamed), got)
	}
	cr, err := fix.Commit(context.Background(), p, fix.PlanOf(p, ap.Files))
	if err != nil || !cr.Committed {
		t.Fatalf("commit: %+v %v", cr, err)
	}
	after, pteAfter, v := affixFindings(t, p)
	if after != 0 || v.Errors != 0 {
		t.Errorf("after: %d affix findings, compile %+v", after, v)
	}
	// PerTenantExtensionCop says no more than before: the permission set
	// still covers the renamed table (PTE0004), no name is duplicated.
	if pteAfter["PTE0004"] != 0 || pteAfter["PTE0025"] != 0 || len(pteAfter) > len(pteBefore) {
		t.Errorf("PerTenantExtensionCop before %v, after %v", pteBefore, pteAfter)
	}
	for id, n := range pteAfter {
		if n > pteBefore[id] {
			t.Errorf("%s: %d before, %d after", id, pteBefore[id], n)
		}
	}
	code := readAll(t, filepath.Join(repo, "partner"))
	for _, w := range []string{"TableRelation = PTRRating.Code;", "R: Record PTRRating;", "R.Get(Item.PTRRating);", "Kind::PTRRated",
		"RunObject = page \"PTR Rating List\";", "RunPageLink = Code = field(PTRRating);", "field(PTRRating; Rec.PTRRating)",
		"tabledata PTRRating = RIMD", "permissionset 50100 PTRPartner", "key(PTRByRating; PTRRating)",
		"pageextension 50100 \"PTR Item Card Ext\" extends \"Base Item Card\"", "action(PTRRate)", "value(50100; PTRRated)"} {
		if !strings.Contains(code, w) {
			t.Errorf("missing %q", w)
		}
	}
	// Again: nothing left to do.
	ap, err = PlanAffix(context.Background(), p, AffixRequest{})
	if err != nil || len(ap.Renamed) != 0 || len(ap.Files) != 0 {
		t.Errorf("second run: %+v %v", ap, err)
	}
}

func TestAddAffixRefusals(t *testing.T) {
	repo, p := partner(t)
	before := readAll(t, repo)
	// Too long: "Rating List" with a 20-character prefix is over 30.
	if _, err := PlanAffix(context.Background(), p, AffixRequest{Suffix: "ABCDEFGHIJKLMNOPQRST"}); problemOf(err) != InvalidName {
		t.Errorf("too long: %v", err)
	}
	if _, err := PlanAffix(context.Background(), p, AffixRequest{Prefix: "A", Suffix: "B"}); problemOf(err) != InvalidName {
		t.Errorf("both: %v", err)
	}
	// A collision: PTR + Rating is taken by a new table of the app.
	extra := filepath.Join(repo, "partner", "src", "Taken.Table.al")
	writeFile(t, extra, "table 50101 PTRRating\n{\n    fields\n    {\n        field(1; Code; Code[10]) { }\n    }\n}\n")
	if _, err := PlanAffix(context.Background(), p, AffixRequest{}); problemOf(err) != Collision || !strings.Contains(err.Error(), "PTRRating") {
		t.Errorf("collision: %v", err)
	}
	removeFile(t, extra)
	if readAll(t, repo) != before {
		t.Error("a refused plan changed files")
	}
}
