package lintercop

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
	"github.com/alfix/alfix/al/syntax"
)

// TestCognitiveIncrementsAddUp checks that the LC0089i increments of every
// routine of the LC0089 and LC0089i fixtures add up to its LC0089 metric,
// and that each lies inside its routine.
func TestCognitiveIncrementsAddUp(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "LC0089*", "*", "*.al"))
	if err != nil || len(files) < 3 {
		t.Fatalf("fixtures: %v %v", files, err)
	}
	metric := regexp.MustCompile(`: (\d+) \(threshold`)
	increment := regexp.MustCompile(`^\w+: \+(\d+) \(1 increment \+ (\d+) nesting penalty\)$`)
	routines := 0
	for _, path := range files {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		src, _, err := analysistest.StripMarkers(raw)
		if err != nil {
			t.Fatal(err)
		}
		res := analysis.AnalyzeSource(context.Background(), path, src, nil, []analysis.EnabledRule{
			{Rule: LC0089, Severity: LC0089.Severity}, {Rule: LC0089i, Severity: LC0089i.Severity}}, analysis.Options{})
		if len(res.AnalyzerErrors) > 0 {
			t.Fatalf("%s: %v", path, res.AnalyzerErrors)
		}
		f := syntax.Parse(path, src, syntax.Options{})
		inside := func(s syntax.Span, r *syntax.Node) bool {
			rs := f.Span(r)
			return s.Start >= rs.Start && s.End <= rs.End
		}
		claimed := 0
		syntax.Walk(f.Root, func(n *syntax.Node) bool {
			if n.Kind != syntax.Procedure && n.Kind != syntax.Trigger {
				return true
			}
			want, sum, has := -1, 0, false
			for _, d := range res.Diagnostics {
				if !inside(d.Span, n) {
					continue
				}
				switch d.RuleID {
				case "LC0089":
					m := metric.FindStringSubmatch(d.Message)
					if m == nil {
						t.Fatalf("%s: metric message %q", path, d.Message)
					}
					want, _ = strconv.Atoi(m[1])
				case "LC0089i":
					m := increment.FindStringSubmatch(d.Message)
					if m == nil {
						t.Fatalf("%s: increment message %q", path, d.Message)
					}
					amount, _ := strconv.Atoi(m[1])
					nesting, _ := strconv.Atoi(m[2])
					if amount != nesting+1 {
						t.Errorf("%s: %q does not add up", path, d.Message)
					}
					sum += amount
					has = true
					claimed++
				}
			}
			if want < 0 {
				if has {
					t.Errorf("%s: increments in %s, which has no metric", path, f.Text(f.DeclSpan(n)))
				}
				return false
			}
			routines++
			if sum != want {
				t.Errorf("%s: %s: increments add up to %d, the metric is %d", path, f.Text(f.DeclSpan(n)), sum, want)
			}
			return false
		})
		total := 0
		for _, d := range res.Diagnostics {
			if d.RuleID == "LC0089i" {
				total++
			}
		}
		if claimed != total {
			t.Errorf("%s: %d increments outside every routine", path, total-claimed)
		}
	}
	if routines < 10 {
		t.Errorf("only %d routines checked", routines)
	}
}
