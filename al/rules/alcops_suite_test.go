package rules

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/analysis/analysistest"
)

// TestALCopsSuite runs the public ALCops fixtures against the rules that
// carry ALCops ids. It needs a checkout of ALCops-Analyzers named by
// ALFIX_ALCOPS (the folder holding src/); without it the test is skipped,
// so CI never needs the repository. The fixtures are read where they are
// and copied into a temporary folder in our harness's layout; nothing of
// them enters this repository.
//
// A rule folder's cases are the [TestCase] lists of its NUnit class (not a
// directory glob: some files are listed by no test), each list belonging to
// the fixture folder its test method reads. A case passes when our harness
// reports no failure for it. Every rule must pass at least 97% of its
// cases, judged as ALCops' test kit judges them ([analysistest.MarkerFailures]);
// ALFIX_ALCOPS_RULE=ID1,ID2 limits the run to those ids.
//
//	ALFIX_ALCOPS=/tmp/alcops go test ./al/rules -run TestALCopsSuite -v
func TestALCopsSuite(t *testing.T) {
	root := os.Getenv("ALFIX_ALCOPS")
	if root == "" {
		t.Skip("ALFIX_ALCOPS names no ALCops-Analyzers checkout")
	}
	var only []string
	if s := os.Getenv("ALFIX_ALCOPS_RULE"); s != "" {
		only = strings.Split(s, ",")
	}
	folders, err := alcopsFolders(root)
	if err != nil {
		t.Fatal(err)
	}
	reg := Registry()
	totalPass, totalCases := 0, 0
	ids := make([]string, 0, len(folders))
	for id := range folders {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		rule, ok := reg.Lookup(id)
		if !ok || (only != nil && !slices.Contains(only, id)) {
			continue
		}
		for _, folder := range folders[id] {
			t.Run(id+"/"+filepath.Base(folder), func(t *testing.T) {
				pass, cases, failed := runALCopsFolder(t, rule, folder)
				totalPass += pass
				totalCases += cases
				t.Logf("%s %s: %d/%d cases pass", id, filepath.Base(folder), pass, cases)
				for _, f := range failed {
					t.Log(f)
				}
				if cases > 0 && pass*100 < cases*97 {
					t.Errorf("%s passes %d of %d ALCops cases (%.1f%%), below 97%%", id, pass, cases, 100*float64(pass)/float64(cases))
				}
			})
		}
	}
	t.Logf("ALCops suite: %d/%d cases pass", totalPass, totalCases)
}

// alcopsCase is one [TestCase] of an ALCops rule folder.
type alcopsCase struct {
	folder string // the ALCops fixture folder: HasDiagnostic, HasFixCopyStr, ...
	kind   string // our harness's: HasDiagnostic, NoDiagnostic, HasFix or HasFixAll
	name   string
}

// alcopsKind maps an ALCops fixture folder to the harness kind it is; ""
// for NoFix, which the harness has no kind for.
func alcopsKind(folder string) string {
	switch {
	case strings.HasSuffix(folder, "HasDiagnostic"):
		return "HasDiagnostic"
	case strings.HasSuffix(folder, "NoDiagnostic"):
		return "NoDiagnostic"
	case strings.HasPrefix(folder, "HasFixAll"):
		return "HasFixAll"
	case strings.HasPrefix(folder, "HasFix"):
		return "HasFix"
	}
	return ""
}

// alcopsDeviations are the ALCops cases alfix decides differently on
// purpose or cannot run as ALCops does, with the reason; they are logged
// and left out of the count.
var alcopsDeviations = map[string]string{
	"AC0014: HasDiagnostic/CustomExclamationMissing":              "the test class sets custom punctuation in code, not in a file the suite can copy",
	"AC0014: NoDiagnostic/CustomExclamationAllowed":               "the test class sets custom punctuation in code",
	"LC0007: NoDiagnostic/MaintainabilityIndexThreshold":          "the test class sets the threshold in code",
	"LC0009: NoDiagnostic/CyclomaticComplexityThreshold":          "the test class sets the threshold in code",
	"LC0092: HasDiagnostic/EnumValueLowerCaseStartCustomSettings": "the test class sets the naming pattern in code",
	"LC0028: HasDiagnostic/EventNameAsLiteral":                    "the fixture has a marker inside an attribute argument list that does not parse as AL",
	"LC0083: HasFix/Format_Hour":                                  "ALCops' expected Evaluate(Number, T.Hour()) does not compile; alfix writes Number := T.Hour()",
	"LC0083: HasFix/Format_Minute":                                "as Format_Hour",
	"LC0083: HasFix/Format_Second":                                "as Format_Hour",
	"LC0083: HasFix/Format_Millisecond":                           "as Format_Hour",
	"LC0095: HasDiagnostic/EventSubscriber":                       "alfix reports unused event subscriber parameters as LC0099",
	"LC0095: HasFix/RemoveSingleParameter":                        "a public procedure of an app whose callers alfix cannot all see gets no removal fix (it would break other apps)",
	"LC0095: HasFix/RemoveMiddleParameter":                        "as RemoveSingleParameter",
	"LC0091: HasDiagnostic/PageAnalysisViewCaption":               "alfix does not know the trans-unit ids of analysis views and leaves them out",
	"LC0091: NoDiagnostic/TranslatedReportLabel":                  "the test class gives this case a translation file of its own; the suite gives every case of a folder the same one",
	"LC0091: NoDiagnostic/NoXliffFiles":                           "the test class gives this case no translation file; the suite gives every case of a folder the same one",
}

// alcopsProjectFiles are project files that a rule's ALCops test class
// gives its cases in code (an in-memory file system), written with our own
// content into each kind folder of the rule, beside the cases.
var alcopsProjectFiles = map[string]map[string]string{
	// An app that generates a translation file, with an empty Danish one.
	"LC0091": {
		"app.json": `{"id": "7f3e0c55-2b1d-4c8e-9a0f-5e6d7c8b9a01", "name": "Suite", "publisher": "alfix", "version": "1.0.0.0", ` +
			`"features": ["TranslationFile"]}`,
		"Translations/Suite.da-DK.xlf": `<?xml version="1.0" encoding="utf-8"?>` + "\n" +
			`<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file datatype="xml" source-language="en-US" ` +
			`target-language="da-DK" original="Suite"><body><group id="body"></group></body></file></xliff>` + "\n",
	},
}

var (
	alcopsIDLine      = regexp.MustCompile(`public static readonly string (\w+) = "([A-Z]{2}\d{4})"`)
	alcopsTestCase    = regexp.MustCompile(`\[TestCase\("([^"]+)"`)
	alcopsKindLiteral = regexp.MustCompile(`Path\.Combine\(_testCasePath, (?:nameof\(|")((?:\w*Has|\w*No)\w*)[)"]`)
)

// alcopsFolders maps each ALCops id to its rule folders (FC0002 has three),
// from each cop's DiagnosticIds.cs, whose field names are the folder names.
func alcopsFolders(root string) (map[string][]string, error) {
	idFiles, err := filepath.Glob(filepath.Join(root, "src", "ALCops.*Cop", "DiagnosticIds.cs"))
	if err != nil || len(idFiles) == 0 {
		return nil, fmt.Errorf("%s holds no src/ALCops.*Cop/DiagnosticIds.cs", root)
	}
	out := map[string][]string{}
	for _, f := range idFiles {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		cop := filepath.Base(filepath.Dir(f))
		for _, m := range alcopsIDLine.FindAllStringSubmatch(string(b), -1) {
			dir := filepath.Join(root, "src", cop+".Test", "Rules", m[1])
			if st, err := os.Stat(dir); err == nil && st.IsDir() {
				out[m[2]] = append(out[m[2]], dir)
			}
		}
	}
	return out, nil
}

// alcopsCases reads the [TestCase] lists of the NUnit classes in folder:
// each list runs the method below it, which names the fixture folder it
// reads as a string literal.
func alcopsCases(folder string) ([]alcopsCase, error) {
	classes, _ := filepath.Glob(filepath.Join(folder, "*.cs"))
	var out []alcopsCase
	for _, c := range classes {
		b, err := os.ReadFile(c)
		if err != nil {
			return nil, err
		}
		var pending []string
		for _, line := range strings.Split(string(b), "\n") {
			if m := alcopsTestCase.FindStringSubmatch(line); m != nil {
				pending = append(pending, m[1])
				continue
			}
			if len(pending) > 0 {
				if m := alcopsKindLiteral.FindStringSubmatch(line); m != nil {
					for _, p := range pending {
						if k := alcopsKind(m[1]); k != "" {
							out = append(out, alcopsCase{folder: m[1], kind: k, name: p})
						}
					}
					pending = nil
				}
			}
		}
	}
	return out, nil
}

// runALCopsFolder copies the cases of one ALCops rule folder into our
// layout, runs the harness for rule over them and returns how many pass,
// how many there are (deviations left out), and the failures.
func runALCopsFolder(t *testing.T, rule *analysis.Rule, folder string) (pass, total int, failed []string) {
	cases, err := alcopsCases(folder)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), rule.ID)
	copyFile := func(from, to string) bool {
		b, err := os.ReadFile(from)
		if err != nil {
			return false
		}
		copyBytes(t, b, to)
		return true
	}
	var present []alcopsCase
	for _, c := range cases {
		ok := false
		switch c.kind {
		case "HasDiagnostic", "NoDiagnostic":
			ok = copyFile(filepath.Join(folder, c.folder, c.name+".al"), filepath.Join(dir, c.kind, c.name+".al"))
		case "HasFix", "HasFixAll":
			if !rule.HasFix() {
				continue
			}
			ok = copyFile(filepath.Join(folder, c.folder, c.name, "current.al"), filepath.Join(dir, c.kind, c.name, "current.al")) &&
				copyFile(filepath.Join(folder, c.folder, c.name, "expected.al"), filepath.Join(dir, c.kind, c.name, "expected.al"))
		}
		if ok && c.kind == "HasFix" && len(rule.FixKeys) > 1 {
			if key := alcopsFixKey(rule, c); key != "" {
				copyBytes(t, []byte(key+"\n"), filepath.Join(dir, c.kind, c.name, "key.txt"))
			}
		}
		if ok {
			present = append(present, c)
		}
	}
	for _, cfg := range []string{"app.json", "alcops.json"} {
		copyFile(filepath.Join(folder, cfg), filepath.Join(dir, cfg))
	}
	for _, kind := range []string{"HasDiagnostic", "NoDiagnostic"} {
		if _, err := os.Stat(filepath.Join(dir, kind)); err != nil {
			continue
		}
		for rel, text := range alcopsProjectFiles[rule.ID] {
			copyBytes(t, []byte(text), filepath.Join(dir, kind, filepath.FromSlash(rel)))
		}
	}
	failures := analysistest.MarkerFailures(rule, dir)
	for _, c := range present {
		prefix := rule.ID + ": " + c.kind + "/" + c.name + ":"
		var mine []string
		for _, f := range failures {
			if strings.HasPrefix(f, prefix) {
				mine = append(mine, f)
			}
		}
		if why, ok := alcopsDeviations[strings.TrimSuffix(prefix, ":")]; ok {
			t.Logf("deviation %s: %s", strings.TrimSuffix(prefix, ":"), why)
			total--
			continue
		}
		if len(mine) == 0 {
			pass++
		} else {
			failed = append(failed, mine...)
		}
	}
	return pass, total + len(present), failed
}

// copyBytes writes b to the file to, creating its folder.
func copyBytes(t *testing.T, b []byte, to string) {
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// alcopsFixKey picks the fix key a HasFix case of a rule with several
// keys applies: the one named like the fixture folder's suffix
// (HasFixCopyStr: PC0022.CopyStr) or like the case; "" when none is.
func alcopsFixKey(rule *analysis.Rule, c alcopsCase) string {
	for _, want := range []string{strings.TrimPrefix(c.folder, "HasFix"), c.name} {
		for _, k := range rule.FixKeys {
			if want != "" && strings.EqualFold(k[strings.IndexByte(k, '.')+1:], want) {
				return k
			}
		}
	}
	return ""
}
