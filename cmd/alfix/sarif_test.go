package main

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/syntax"
	"github.com/alfix/alfix/internal/sariflog"
	"github.com/alfix/alfix/internal/sariflog/schematest"
)

// sarifLog is the part of a SARIF log the tests read.
type sarifLog struct {
	Runs []struct {
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		Tool               struct {
			Driver struct {
				Rules []struct {
					ID, Name, HelpURI    string
					ShortDescription     struct{ Text string }  `json:"shortDescription"`
					DefaultConfiguration struct{ Level string } `json:"defaultConfiguration"`
					Help                 struct{ Text, Markdown string }
					Properties           struct {
						Tags      []string
						Precision string
					}
				}
			}
		}
		Results []struct {
			RuleID              string `json:"ruleId"`
			Level               string
			PartialFingerprints map[string]string `json:"partialFingerprints"`
			Locations           []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
				} `json:"physicalLocation"`
			}
			Fixes []struct {
				Description     struct{ Text string }
				ArtifactChanges []struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Replacements []struct {
						DeletedRegion   struct{ StartLine, StartColumn, EndLine, EndColumn int }
						InsertedContent *struct{ Text string }
					}
				}
			}
		}
		Invocations []struct {
			ToolExecutionNotifications []struct {
				Level          string
				Message        struct{ Text string }
				AssociatedRule *struct{ ID string }
				Properties     map[string]any
			}
		}
	}
}

// analyzeSARIF runs analyze --format sarif, validates the log against the
// official schema and decodes it.
func analyzeSARIF(t *testing.T, dir string, args ...string) (sarifLog, string) {
	t.Helper()
	code, out, errOut := runCLI(t, dir, append([]string{"analyze", "--format", "sarif", "--store", "off"}, args...)...)
	if code == 2 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if err := schematest.Validate([]byte(out)); err != nil {
		t.Fatalf("the SARIF log fails the 2.1.0 schema: %v", err)
	}
	var log sarifLog
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatal(err)
	}
	if len(log.Runs) != 1 {
		t.Fatalf("%d runs", len(log.Runs))
	}
	return log, errOut
}

func TestSARIFSampleIsSchemaValid(t *testing.T) {
	sample, err := filepath.Abs("../../testdata/sample")
	if err != nil {
		t.Fatal(err)
	}
	log, _ := analyzeSARIF(t, sample, "--sarif-fixes")
	run := log.Runs[0]
	if len(run.Results) == 0 || run.OriginalURIBaseIDs[sariflog.BaseID].URI != sariflog.DirURI(sample) {
		t.Fatalf("results %d, base %+v", len(run.Results), run.OriginalURIBaseIDs)
	}
	for _, r := range run.Tool.Driver.Rules {
		if r.ShortDescription.Text == "" || r.Name == "" || r.DefaultConfiguration.Level == "" {
			t.Errorf("rule without metadata: %+v", r)
		}
	}
}

// Paths with spaces and non-ASCII letters become percent-encoded URIs under
// %SRCROOT%; the log validates; the fixes, applied by position as a SARIF
// consumer would, give what alfix fix writes.
func TestSARIFSpecialPathsAndFixes(t *testing.T) {
	root := specialProject(t)
	log, _ := analyzeSARIF(t, root, "--sarif-fixes")
	run := log.Runs[0]
	var uris []string
	for _, r := range run.Results {
		loc := r.Locations[0].PhysicalLocation.ArtifactLocation
		if loc.URIBaseID != sariflog.BaseID {
			t.Errorf("%s: uriBaseId %q", loc.URI, loc.URIBaseID)
		}
		uris = append(uris, loc.URI)
	}
	for _, want := range []string{"My%20Folder/Z%C3%A4hler%20Codeunit.al", "S%C3%BC%C3%9F/%C3%84rger.Codeunit.al", "name%20with%20%27quote%27%20%26%20more.Codeunit.al", "src/Counter.Codeunit.al"} {
		if !strings.Contains(strings.Join(uris, "\n"), want) {
			t.Errorf("no result at %s among\n%s", want, strings.Join(uris, "\n"))
		}
	}
	// Apply every result's first fix per file, by position.
	edits := map[string][]replacement{}
	for _, r := range run.Results {
		if len(r.Fixes) == 0 {
			t.Fatalf("%s at %s has no fix", r.RuleID, r.Locations[0].PhysicalLocation.ArtifactLocation.URI)
		}
		for _, ch := range r.Fixes[0].ArtifactChanges {
			for _, rep := range ch.Replacements {
				text := ""
				if rep.InsertedContent != nil {
					text = rep.InsertedContent.Text
				}
				d := rep.DeletedRegion
				edits[ch.ArtifactLocation.URI] = append(edits[ch.ArtifactLocation.URI], replacement{d.StartLine, d.StartColumn, d.EndLine, d.EndColumn, text})
			}
		}
	}
	applied := map[string]string{}
	for uri, reps := range edits {
		path := filepath.Join(root, filepath.FromSlash(unescapeURI(t, uri)))
		applied[path] = applyReplacements(t, []byte(read(t, path)), reps)
	}
	if code, _, errOut := runCLI(t, root, "fix", "--rule", "AA0005", "--store", "off"); code != 0 {
		t.Fatalf("fix: exit %d %s", code, errOut)
	}
	for path, want := range applied {
		if got := read(t, path); got != want {
			t.Errorf("%s: the SARIF fixes give\n%q\nalfix fix wrote\n%q", path, want, got)
		}
	}
	if len(applied) != 7 {
		t.Errorf("fixes in %d files, want 7", len(applied))
	}
}

type replacement struct {
	line, col, endLine, endCol int
	text                       string
}

func unescapeURI(t *testing.T, uri string) string {
	t.Helper()
	p, err := url.PathUnescape(uri)
	if err != nil {
		t.Fatalf("%q: %v", uri, err)
	}
	return p
}

// applyReplacements applies SARIF replacements (1-based lines, UTF-16
// columns) to src.
func applyReplacements(t *testing.T, src []byte, reps []replacement) string {
	t.Helper()
	lt := syntax.NewLineTable(src)
	type span struct {
		start, end int
		text       string
	}
	var spans []span
	for _, r := range reps {
		s, ok1 := lt.Offset(r.line, r.col)
		e, ok2 := lt.Offset(r.endLine, r.endCol)
		if !ok1 || !ok2 || e < s {
			t.Fatalf("replacement %+v is not in the file", r)
		}
		spans = append(spans, span{s, e, r.text})
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	var b strings.Builder
	last := 0
	for _, s := range spans {
		if s.start < last {
			t.Fatalf("overlapping replacements")
		}
		b.Write(src[last:s.start])
		b.WriteString(s.text)
		last = s.end
	}
	b.Write(src[last:])
	return b.String()
}

// Caps per rule and per run cut the results with a notification in the
// log and a warning on stderr; --limit does too; the exit status still
// counts every diagnostic.
func TestSARIFCaps(t *testing.T) {
	root := specialProject(t)
	log, errOut := analyzeSARIF(t, root, "--sarif-max-per-rule", "3", "--fail-on", "Warning")
	run := log.Runs[0]
	if len(run.Results) != 3 {
		t.Errorf("%d results with 3 per rule", len(run.Results))
	}
	notes := run.Invocations[0].ToolExecutionNotifications
	found := false
	for _, n := range notes {
		if n.AssociatedRule != nil && n.AssociatedRule.ID == "AA0005" && n.Properties["found"] == float64(8) && n.Properties["kept"] == float64(3) {
			found = true
		}
	}
	if !found || !strings.Contains(errOut, "alfix analyze: warning: SARIF: rule AA0005 has 8 results; the first 3 are in this run, 5 were left out") {
		t.Errorf("per-rule cut not reported: %+v\n%s", notes, errOut)
	}
	log, errOut = analyzeSARIF(t, root, "--limit", "2")
	if n := len(log.Runs[0].Results); n != 2 || !strings.Contains(errOut, "6 were left out (at most 2 results per run, --limit)") {
		t.Errorf("--limit: %d results\n%s", n, errOut)
	}
	log, _ = analyzeSARIF(t, root, "--sarif-max-results", "0", "--sarif-max-per-rule", "0")
	cuts := 0
	for _, n := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
		// The fixture has no symbol packages: dependency warnings and the
		// compile verdict are no cuts.
		if !strings.HasPrefix(n.Message.Text, "dependency ") && n.Properties["compileChecks"] == nil {
			cuts++
		}
	}
	if n := len(log.Runs[0].Results); n != 8 || cuts != 0 {
		t.Errorf("no caps: %d results, %+v", n, log.Runs[0].Invocations)
	}
	if code, _, _ := runCLI(t, root, "analyze", "--format", "sarif", "--store", "off", "--limit", "1", "--fail-on", "Warning"); code != 1 {
		t.Errorf("--fail-on Warning with cut results: exit %d, want 1", code)
	}
}

// Run from outside the project, the URIs are relative to the folder
// analysed; run from above it, to the working directory.
func TestSARIFRoot(t *testing.T) {
	root := copyFixture(t)
	log, _ := analyzeSARIF(t, t.TempDir(), root)
	run := log.Runs[0]
	if run.OriginalURIBaseIDs[sariflog.BaseID].URI != sariflog.DirURI(root) || run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "src/Counter.Codeunit.al" {
		t.Errorf("outside: %+v %+v", run.OriginalURIBaseIDs, run.Results[0].Locations)
	}
	log, _ = analyzeSARIF(t, filepath.Dir(root), "fixproj")
	run = log.Runs[0]
	if run.OriginalURIBaseIDs[sariflog.BaseID].URI != sariflog.DirURI(filepath.Dir(root)) || run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI != "fixproj/src/Counter.Codeunit.al" {
		t.Errorf("above: %+v %+v", run.OriginalURIBaseIDs, run.Results[0].Locations)
	}
}

// --severity keeps only the severities given, in every format.
func TestAnalyzeSeverityFilter(t *testing.T) {
	root := copyFixture(t)
	broken := filepath.Join(root, "src", "Broken.Codeunit.al")
	if err := os.WriteFile(broken, []byte("codeunit 50119 Broken\n{\n    procedure P()\n    begin\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, root, "analyze", "--store", "off", "--severity", "warning")
	if code != 0 || strings.Count(out, "\n") != 3 || strings.Contains(out, "AL0104") {
		t.Errorf("--severity warning: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, root, "analyze", "--store", "off", "--severity", "Error,Info")
	if code != 1 || strings.Count(out, "\n") != 1 || !strings.Contains(out, "AL0104") {
		t.Errorf("--severity Error,Info: exit %d\n%s", code, out)
	}
	log, _ := analyzeSARIF(t, root, "--severity", "Error")
	if len(log.Runs[0].Results) != 1 || log.Runs[0].Results[0].Level != "error" {
		t.Errorf("sarif --severity Error: %+v", log.Runs[0].Results)
	}
}

// Every result carries a fingerprint that survives lines moving and
// re-indentation; each rule has help, tags and precision; Hidden results are
// left out with a notification.
func TestSARIFFingerprintsHelpAndHidden(t *testing.T) {
	root := copyFixture(t)
	fingerprints := func() map[string]int {
		log, _ := analyzeSARIF(t, root)
		out := map[string]int{}
		for _, r := range log.Runs[0].Results {
			fp := r.PartialFingerprints[sariflog.FingerprintKey]
			if len(fp) != 32 {
				t.Fatalf("result %s without a fingerprint: %v", r.RuleID, r.PartialFingerprints)
			}
			out[r.RuleID+" "+fp] = r.Locations[0].PhysicalLocation.Region.StartLine
		}
		for _, rule := range log.Runs[0].Tool.Driver.Rules {
			if rule.Help.Text == "" || !strings.Contains(rule.Help.Markdown, "**"+rule.ID+":") || len(rule.Properties.Tags) == 0 || rule.Properties.Precision == "" {
				t.Errorf("rule %s lacks help, tags or precision: %+v", rule.ID, rule)
			}
		}
		return out
	}
	before := fingerprints()
	if len(before) != 3 {
		t.Fatalf("want 3 distinct fingerprints, got %v", before)
	}
	for _, f := range []string{"src/Counter.Codeunit.al", "src/Limits.Codeunit.al"} {
		p := filepath.Join(root, f)
		text := read(t, p)
		text = "// moved down\n\n\n" + strings.ReplaceAll(text, "    ", "\t")
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	after := fingerprints()
	for k, line := range before {
		if after[k] != line+3 {
			t.Errorf("%s: line %d before, %d after (0: fingerprint gone)", k, line, after[k])
		}
	}
	// AA0005 made Hidden by the ruleset: no result of it, a notification instead.
	rs := filepath.Join(root, "fixture.ruleset.json")
	text := strings.Replace(read(t, rs), `"rules": [`, `"rules": [ { "id": "AA0005", "action": "Hidden" },`, 1)
	if err := os.WriteFile(rs, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	log, _ := analyzeSARIF(t, root)
	if n := len(log.Runs[0].Results); n != 0 {
		t.Errorf("%d results with AA0005 Hidden, want 0", n)
	}
	found := false
	for _, n := range log.Runs[0].Invocations[0].ToolExecutionNotifications {
		found = found || n.Properties["hidden"] == float64(3)
	}
	if !found {
		t.Errorf("no notification of the 3 Hidden results: %+v", log.Runs[0].Invocations)
	}
}
