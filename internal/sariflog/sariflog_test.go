package sariflog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/alfix/alfix/internal/sariflog/schematest"
)

func TestRelativeURI(t *testing.T) {
	for in, want := range map[string]string{
		"src/Counter.Codeunit.al":       "src/Counter.Codeunit.al",
		"My Folder/A b.al":              "My%20Folder/A%20b.al",
		"Süß/Ä✓.al":                     "S%C3%BC%C3%9F/%C3%84%E2%9C%93.al",
		"a:b.al":                        "a%3Ab.al",
		"100%/x#y?.al":                  "100%25/x%23y%3F.al",
		"tilde~_-.al":                   "tilde~_-.al",
		filepath.Join("a", "b", "c.al"): "a/b/c.al",
	} {
		if got := RelativeURI(in); got != want {
			t.Errorf("RelativeURI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFileURI(t *testing.T) {
	if runtime.GOOS == "windows" {
		if got := DirURI(`C:\Users\A B`); got != "file:///C:/Users/A%20B/" {
			t.Errorf("DirURI = %q", got)
		}
		return
	}
	if got := DirURI("/home/a b/ü"); got != "file:///home/a%20b/%C3%BC/" {
		t.Errorf("DirURI = %q", got)
	}
	if got := DirURI("/"); got != "file:///" {
		t.Errorf("DirURI(/) = %q", got)
	}
	if got := FileURI("/x/y.al"); got != "file:///x/y.al" {
		t.Errorf("FileURI = %q", got)
	}
}

func TestIdentifier(t *testing.T) {
	for in, want := range map[string]string{
		"Only use begin..end to enclose compound statements": "OnlyUseBeginEndToEncloseCompoundStatements",
		"Syntax error, 'X' expected":                         "SyntaxErrorXExpected",
		"Use 'Rec.IsEmpty()'":                                "UseRecIsEmpty",
		"—":                                                  "",
	} {
		if got := identifier(in); got != want {
			t.Errorf("identifier(%q) = %q, want %q", in, got, want)
		}
	}
}

func results(spec map[string]int, level string) []Result {
	var out []Result
	for _, id := range slices.Sorted(maps.Keys(spec)) { // in id order, as the test expects
		n := spec[id]
		for i := 0; i < n; i++ {
			out = append(out, Result{RuleID: id, Level: level, Message: "m", Path: fmt.Sprintf("/p/%s/%05d.al", id, i), Line: 1, Column: 1})
		}
	}
	return out
}

func TestLimit(t *testing.T) {
	rs := append(results(map[string]int{"AA0001": 7, "AA0002": 3}, "warning"), results(map[string]int{"AA0003": 4}, "error")...)
	kept, notes := Limit(rs, Limits{MaxPerRule: 5, MaxResults: 8})
	count := map[string]int{}
	for _, r := range kept {
		count[r.RuleID]++
	}
	// Per rule: 5 + 3 + 4 = 12; the run cap keeps the 4 errors first, then
	// warnings in order: 5 of AA0001 come before AA0002's.
	if len(kept) != 8 || count["AA0003"] != 4 || count["AA0001"] != 4 || count["AA0002"] != 0 {
		t.Errorf("kept %v", count)
	}
	for i := 1; i < len(kept); i++ {
		if indexOf(rs, kept[i-1]) > indexOf(rs, kept[i]) {
			t.Fatalf("kept results are out of their order")
		}
	}
	if len(notes) != 2 || notes[0].RuleID != "AA0001" || !strings.Contains(notes[0].Message, "7 results") ||
		!strings.Contains(notes[0].Message, "2 were left out") || notes[1].RuleID != "" || !strings.Contains(notes[1].Message, "4 were left out") {
		t.Errorf("notifications %+v", notes)
	}
	if kept, notes := Limit(rs, Limits{}); len(kept) != len(rs) || notes != nil {
		t.Errorf("no limits: %d kept, %v", len(kept), notes)
	}
}

func indexOf(rs []Result, r Result) int {
	for i := range rs {
		if rs[i].Path == r.Path && rs[i].RuleID == r.RuleID {
			return i
		}
	}
	return -1
}

// sampleLog has every feature the writer uses: names that need encoding,
// a file outside the root, fixes in two files, an insertion, notifications
// about a rule, a file and a cut.
func sampleLog(root string) Log {
	inRoot := filepath.Join(root, "My App", "Süß Codeunit.al")
	other := filepath.Join(root, "a:b", "Other #1.al")
	outside := filepath.Join(filepath.Dir(root), "elsewhere", "x y.al")
	return Log{
		Tool: Tool{Name: "alfix", Version: "test", InformationURI: "https://github.com/alfix/alfix"},
		Root: root,
		Rules: []Rule{
			{ID: "AA0005", ShortDescription: "Only use begin..end to enclose compound statements", FullDescription: "Long text.",
				HelpURI: "https://learn.microsoft.com/x", Level: "warning", HelpText: "Long text.\n\nhttps://learn.microsoft.com/x",
				HelpMarkdown: "Long text.\n\n[Documentation](https://learn.microsoft.com/x)", Tags: []string{"CodeCop"}, Precision: "high"},
			{ID: "AL0104", ShortDescription: "Syntax error, 'X' expected", Level: "error"},
		},
		Results: []Result{
			{RuleID: "AA0005", Level: "warning", Message: "single statement", Path: inRoot, Line: 5, Column: 28, EndLine: 7, EndColumn: 9,
				Fingerprint: "0123456789abcdef0123456789abcdef",
				Fixes: []Fix{{Description: "Remove begin..end", Edits: []Edit{
					{Path: inRoot, Line: 5, Column: 28, EndLine: 5, EndColumn: 34, Text: ""},
					{Path: inRoot, Line: 7, Column: 9, EndLine: 7, EndColumn: 13, Text: "x"},
					{Path: other, Line: 1, Column: 1, EndLine: 1, EndColumn: 1, Text: "// inserted\n"},
				}}}},
			{RuleID: "AL0104", Level: "error", Message: "Syntax error, ';' expected", Path: other, Line: 2, Column: 1, EndLine: 2, EndColumn: 2},
			{RuleID: "ZZ0001", Level: "note", Message: "no metadata", Path: outside, Line: 1, Column: 1, EndLine: 1, EndColumn: 1},
			{RuleID: "AL1022", Level: "none", Message: "unlocated", Path: filepath.Join(root, "app.json")},
		},
		Notifications: []Notification{
			{Level: "warning", Message: "the ruleset was not found"},
			{Level: "error", Message: "rule AA0005 failed", RuleID: "AA0005", Path: inRoot},
			{Level: "warning", Message: "cut", RuleID: "AA0005", Properties: map[string]any{"found": 9, "kept": 5, "limit": 5, "scope": "rule"}},
		},
	}
}

func TestWriteValidates(t *testing.T) {
	root := filepath.Join(t.TempDir(), "root dir")
	var b bytes.Buffer
	if err := Write(&b, sampleLog(root)); err != nil {
		t.Fatal(err)
	}
	if err := schematest.Validate(b.Bytes()); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	var doc struct {
		Schema string `json:"$schema"`
		Runs   []struct {
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Tool               struct {
				Driver struct {
					Rules []struct {
						ID, Name string
					}
					Notifications []struct{ ID string }
				}
			}
			Results []struct {
				RuleIndex int
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI, URIBaseID string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				}
				Fixes []struct {
					ArtifactChanges []struct {
						Replacements []struct {
							DeletedRegion   struct{ StartLine, StartColumn, EndLine, EndColumn int }
							InsertedContent *struct{ Text string }
						}
					}
				}
			}
			Invocations []struct {
				ExecutionSuccessful        bool
				ToolExecutionNotifications []struct {
					Level      string
					Descriptor *struct{ ID string }
				}
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	run := doc.Runs[0]
	if doc.Schema != SchemaURI || !strings.HasPrefix(run.OriginalURIBaseIDs[BaseID].URI, "file:///") || !strings.HasSuffix(run.OriginalURIBaseIDs[BaseID].URI, "/root%20dir/") {
		t.Errorf("header: %s %+v", doc.Schema, run.OriginalURIBaseIDs)
	}
	locs := []string{}
	for _, r := range run.Results {
		l := r.Locations[0].PhysicalLocation.ArtifactLocation
		locs = append(locs, l.URIBaseID+" "+l.URI)
	}
	want := []string{BaseID + " My%20App/S%C3%BC%C3%9F%20Codeunit.al", BaseID + " a%3Ab/Other%20%231.al",
		" " + FileURI(filepath.Join(filepath.Dir(root), "elsewhere", "x y.al")), BaseID + " app.json"}
	if strings.Join(locs, "\n") != strings.Join(want, "\n") {
		t.Errorf("locations:\n%s\nwant\n%s", strings.Join(locs, "\n"), strings.Join(want, "\n"))
	}
	rules := run.Tool.Driver.Rules
	if len(rules) != 4 || rules[0].Name != "OnlyUseBeginEndToEncloseCompoundStatements" || rules[2].ID != "ZZ0001" || run.Results[2].RuleIndex != 2 {
		t.Errorf("rules %+v", rules)
	}
	fix := run.Results[0].Fixes
	if len(fix) != 1 || len(fix[0].ArtifactChanges) != 2 || len(fix[0].ArtifactChanges[0].Replacements) != 2 ||
		fix[0].ArtifactChanges[0].Replacements[0].InsertedContent != nil || fix[0].ArtifactChanges[1].Replacements[0].InsertedContent.Text != "// inserted\n" {
		t.Errorf("fixes %+v", fix)
	}
	inv := run.Invocations[0]
	if !inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 3 || inv.ToolExecutionNotifications[2].Descriptor.ID != notificationCut ||
		len(run.Tool.Driver.Notifications) != 1 {
		t.Errorf("invocation %+v", inv)
	}
}

// The validator must catch what the issue found: an unencoded space in a
// URI, and a broken structure.
func TestValidatorCatchesBadLogs(t *testing.T) {
	root := filepath.Join(t.TempDir(), "r")
	var b bytes.Buffer
	if err := Write(&b, sampleLog(root)); err != nil {
		t.Fatal(err)
	}
	good := b.String()
	for name, bad := range map[string]string{
		"space in uri":    strings.Replace(good, "My%20App", "My App", 1),
		"non-ASCII uri":   strings.Replace(good, "S%C3%BC%C3%9F", "Süß", 1),
		"bad percent":     strings.Replace(good, "My%20App", "My%G0App", 1),
		"level":           strings.Replace(good, `"level": "warning"`, `"level": "warn"`, 1),
		"unknown version": strings.Replace(good, `"version": "2.1.0"`, `"version": "2.0.0"`, 1),
	} {
		if bad == good {
			t.Fatalf("%s: the replacement did not apply", name)
		}
		if err := schematest.Validate([]byte(bad)); err == nil {
			t.Errorf("%s: the validator accepted it", name)
		}
	}
}

// Notifications of a described kind refer to one descriptor of the run's
// tool by id and index, next to the descriptor of cuts, and keep their
// properties.
func TestNotificationDescriptors(t *testing.T) {
	root := filepath.Join(t.TempDir(), "r")
	kind := NotificationKind{ID: "CompileChecks", ShortDescription: "How completely the compile checks ran"}
	l := sampleLog(root)
	l.Notifications = []Notification{
		{Level: "warning", Message: "a: compile checks partial: Lib missing", Path: filepath.Join(root, "a", "app.json"), Descriptor: kind,
			Properties: map[string]any{"compileChecks": map[string]any{"state": "partial"}}},
		{Level: "warning", Message: "cut", Properties: map[string]any{"found": 9, "kept": 5, "limit": 5, "scope": "run"}},
		{Level: "note", Message: "b: compile checks complete", Descriptor: NotificationKind{ID: kind.ID, ShortDescription: "ignored: the first use describes"}},
	}
	var b bytes.Buffer
	if err := Write(&b, l); err != nil {
		t.Fatal(err)
	}
	if err := schematest.Validate(b.Bytes()); err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	type ref struct {
		ID    string
		Index *int
	}
	var doc struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Notifications []struct {
						ID               string
						ShortDescription struct{ Text string }
					}
				}
			}
			Invocations []struct {
				ToolExecutionNotifications []struct {
					Level      string
					Descriptor *ref
					Properties map[string]any
				}
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	run := doc.Runs[0]
	ds := run.Tool.Driver.Notifications
	if len(ds) != 2 || ds[0].ID != kind.ID || ds[0].ShortDescription.Text != kind.ShortDescription || ds[1].ID != notificationCut {
		t.Fatalf("descriptors %+v", ds)
	}
	ns := run.Invocations[0].ToolExecutionNotifications
	if len(ns) != 3 {
		t.Fatalf("notifications %+v", ns)
	}
	for _, i := range []int{0, 2} {
		if d := ns[i].Descriptor; d == nil || d.ID != kind.ID || d.Index == nil || *d.Index != 0 {
			t.Errorf("notification %d refers to %+v, want CompileChecks at 0", i, d)
		}
	}
	if d := ns[1].Descriptor; d == nil || d.ID != notificationCut {
		t.Errorf("the cut refers to %+v", d)
	}
	if cc, _ := ns[0].Properties["compileChecks"].(map[string]any); cc["state"] != "partial" {
		t.Errorf("properties %+v", ns[0].Properties)
	}
}

func TestRuleMetadataForGitHub(t *testing.T) {
	long := strings.Repeat("A sentence that explains the rule. ", 60) // 2,100 bytes
	l := sampleLog(t.TempDir())
	l.Rules[1].FullDescription = long
	l.Rules[1].ShortDescription = strings.Repeat("ü", 700) // 1,400 bytes, no space
	var b bytes.Buffer
	if err := Write(&b, l); err != nil {
		t.Fatal(err)
	}
	if err := schematest.Validate(b.Bytes()); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						ID               string
						ShortDescription struct{ Text string } `json:"shortDescription"`
						FullDescription  struct{ Text string } `json:"fullDescription"`
						Help             struct{ Text, Markdown string }
						Properties       struct {
							Tags      []string
							Precision string
						}
					}
				}
			}
			Results []struct {
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	rules := doc.Runs[0].Tool.Driver.Rules
	for _, r := range rules {
		for _, d := range []string{r.ShortDescription.Text, r.FullDescription.Text} {
			if len(d) > MaxDescription || !utf8.ValidString(d) {
				t.Errorf("%s: description of %d bytes (valid UTF-8 %v)", r.ID, len(d), utf8.ValidString(d))
			}
		}
	}
	if got := rules[1].FullDescription.Text; !strings.HasSuffix(got, "rule.") || len(got) < MaxDescription/2 {
		t.Errorf("a long description is cut at a sentence end: %q", got)
	}
	if got := rules[1].ShortDescription.Text; !strings.HasSuffix(got, "…") {
		t.Errorf("a description without a sentence or word end is cut with an ellipsis: %q", got)
	}
	aa := rules[0]
	if aa.Help.Markdown == "" || aa.Help.Text == "" || len(aa.Properties.Tags) != 1 || aa.Properties.Precision != "high" {
		t.Errorf("AA0005's help and properties: %+v", aa)
	}
	if fp := doc.Runs[0].Results[0].PartialFingerprints[FingerprintKey]; fp != "0123456789abcdef0123456789abcdef" {
		t.Errorf("partialFingerprints: %v", doc.Runs[0].Results[0].PartialFingerprints)
	}
	if len(doc.Runs[0].Results[1].PartialFingerprints) != 0 {
		t.Error("a result without a fingerprint has partialFingerprints")
	}
}
