package project

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func loadRulesetT(t *testing.T, dir, name string) *Ruleset {
	t.Helper()
	rs, err := LoadRuleset(filepath.Join(dir, name))
	if err != nil {
		t.Fatalf("LoadRuleset(%s): %v", name, err)
	}
	return rs
}

func wantActions(t *testing.T, rs *Ruleset, want map[string]Action) {
	t.Helper()
	for id, a := range want {
		if got := rs.Action(id); got != a {
			t.Errorf("%s: Action(%q) = %q, want %q", filepath.Base(rs.Path), id, got, a)
		}
	}
}

func TestParseActionAndSeverity(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Action
		ok   bool
	}{
		{"Error", ActionError, true}, {" warning ", ActionWarning, true}, {"INFO", ActionInfo, true},
		{"hidden", ActionHidden, true}, {"None", ActionNone, true}, {"default", ActionDefault, true},
		{"Warn", "", false}, {"", "", false}, {"Suppress", "", false},
	} {
		got, ok := ParseAction(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseAction(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
	for a, want := range map[Action]Severity{ActionError: SeverityError, ActionWarning: SeverityWarning, ActionInfo: SeverityInfo, ActionHidden: SeverityHidden} {
		if got, ok := a.Severity(); !ok || got != want {
			t.Errorf("%s.Severity() = %q, %v", a, got, ok)
		}
	}
	for _, a := range []Action{ActionNone, ActionDefault, "Bogus"} {
		if got, ok := a.Severity(); ok {
			t.Errorf("%s.Severity() = %q, true; want false", a, got)
		}
	}
	if s, ok := ParseSeverity("hIdDeN"); !ok || s != SeverityHidden {
		t.Errorf("ParseSeverity(hIdDeN) = %q, %v", s, ok)
	}
	if _, ok := ParseSeverity("None"); ok {
		t.Error("ParseSeverity(None) succeeded")
	}
}

func TestRulesetEachAction(t *testing.T) {
	dir := extract(t, "rulesets/actions")
	rs := loadRulesetT(t, dir, "main.ruleset.json")
	if rs.Name != "Actions" || rs.Description != "one rule per action" {
		t.Errorf("name/description = %q/%q", rs.Name, rs.Description)
	}
	if rs.GeneralAction != ActionDefault {
		t.Errorf("GeneralAction = %q, want Default", rs.GeneralAction)
	}
	wantActions(t, rs, map[string]Action{
		"AA0001": ActionError, "AA0002": ActionWarning, "AA0003": ActionInfo, "AA0004": ActionHidden,
		"AA0005": ActionNone, "AA0006": ActionDefault, "AA0007": ActionDefault, "AA0008": ActionDefault,
		"AA0009": ActionError,   // the last of two entries
		"AA9999": ActionDefault, // not named, no generalAction
	})
	wantWarnings(t, rs.Warnings,
		`rule AA0007 has unknown action "Loud"`,
		"rule AA0009 is listed twice with actions Info and Error",
		"rules[10] has no id")
	e, ok := rs.Explicit("aa0001")
	if !ok || e.ID != "AA0001" || e.Justification != "must" || e.Source != rs.Path {
		t.Errorf("Explicit(aa0001) = %+v, %v", e, ok)
	}
	if _, ok := rs.Explicit("AA9999"); ok {
		t.Error("Explicit(AA9999) found an entry")
	}
	rules := rs.Rules()
	if len(rules) != 9 || rules[0].ID != "AA0001" || rules[5].ID != "aa0006" {
		t.Errorf("Rules() = %+v", rules)
	}
}

func TestRulesetCaseInsensitiveIDs(t *testing.T) {
	dir := extract(t, "rulesets/actions")
	rs := loadRulesetT(t, dir, "main.ruleset.json")
	for _, id := range []string{"AA0006", "aa0006", "Aa0006", " aA0006 "} {
		if _, ok := rs.Explicit(id); !ok {
			t.Errorf("Explicit(%q) not found", id)
		}
	}
	for _, id := range []string{"aa0002", "AA0002", "aA0002"} {
		if got := rs.Action(id); got != ActionWarning {
			t.Errorf("Action(%q) = %q", id, got)
		}
	}
}

func TestRulesetGeneralAction(t *testing.T) {
	dir := extract(t, "rulesets/general")

	none := loadRulesetT(t, dir, "none.ruleset.json")
	wantActions(t, none, map[string]Action{"AA0005": ActionDefault, "AC0008": ActionWarning, "AA0021": ActionNone, "LC0001": ActionNone})

	warn := loadRulesetT(t, dir, "warning.ruleset.json")
	wantActions(t, warn, map[string]Action{"AA0021": ActionError, "AA0005": ActionWarning})

	rootNone := loadRulesetT(t, dir, "rootnone.ruleset.json")
	wantActions(t, rootNone, map[string]Action{"AA0021": ActionError, "AA0005": ActionNone})

	inherit := loadRulesetT(t, dir, "inherit.ruleset.json")
	wantActions(t, inherit, map[string]Action{"AA0005": ActionDefault, "AC0008": ActionWarning, "LC0001": ActionNone})

	bad := loadRulesetT(t, dir, "badgeneral.ruleset.json")
	if bad.GeneralAction != ActionDefault || bad.Action("AA0001") != ActionDefault {
		t.Errorf("unknown generalAction: GeneralAction = %q", bad.GeneralAction)
	}
	wantWarnings(t, bad.Warnings, `unknown generalAction "Sometimes"`)
}

func TestRulesetEffective(t *testing.T) {
	dir := extract(t, "rulesets/general")
	none := loadRulesetT(t, dir, "none.ruleset.json")
	warn := loadRulesetT(t, dir, "warning.ruleset.json")
	errs := loadRulesetT(t, dir, "error.ruleset.json")
	for _, tc := range []struct {
		name        string
		rs          *Ruleset
		id          string
		def         Severity
		onByDefault bool
		wantSev     Severity
		wantOn      bool
	}{
		{"named Default under None: Warning silenced", none, "AA0005", SeverityWarning, true, SeverityWarning, false},
		{"named Default keeps off-by-default off", none, "AA0005", SeverityWarning, false, SeverityWarning, false},
		{"named severity enables off-by-default rule", none, "ac0008", SeverityInfo, false, SeverityWarning, true},
		{"generalAction None disables unnamed Warning", none, "AA0021", SeverityWarning, true, SeverityWarning, false},
		{"generalAction None disables unnamed Info", none, "AA0210", SeverityInfo, true, SeverityInfo, false},
		{"generalAction None keeps Hidden", none, "AA0001", SeverityHidden, true, SeverityHidden, true},
		{"generalAction Warning keeps Info", warn, "AA0137", SeverityInfo, true, SeverityInfo, true},
		{"generalAction Warning keeps Hidden", warn, "AA0101", SeverityHidden, true, SeverityHidden, true},
		{"generalAction severity does not enable", warn, "AC0013", SeverityInfo, false, SeverityInfo, false},
		{"named beats generalAction", warn, "AA0021", SeverityInfo, true, SeverityError, true},
		{"generalAction Error raises unnamed Warning", errs, "AA0021", SeverityWarning, true, SeverityError, true},
		{"generalAction Error keeps unnamed Info", errs, "AA0210", SeverityInfo, true, SeverityInfo, true},
		{"generalAction Error keeps unnamed Hidden", errs, "AA0072", SeverityHidden, true, SeverityHidden, true},
		{"generalAction Error does not enable", errs, "AA0248", SeverityWarning, false, SeverityWarning, false},
		{"generalAction Error raises named Default", errs, "AA0005", SeverityWarning, true, SeverityError, true},
		{"named Warning beats generalAction Error", errs, "AA0139", SeverityWarning, true, SeverityWarning, true},
		{"nil ruleset keeps defaults", nil, "AA0001", SeverityHidden, false, SeverityHidden, false},
	} {
		sev, on := tc.rs.Effective(tc.id, tc.def, tc.onByDefault)
		if sev != tc.wantSev || on != tc.wantOn {
			t.Errorf("%s: Effective(%s) = %q, %v; want %q, %v", tc.name, tc.id, sev, on, tc.wantSev, tc.wantOn)
		}
	}
	dir = extract(t, "rulesets/actions")
	rs := loadRulesetT(t, dir, "main.ruleset.json")
	if _, on := rs.Effective("AA0005", SeverityWarning, true); on {
		t.Error("a rule named with None stays enabled")
	}
}

func TestNilRuleset(t *testing.T) {
	var rs *Ruleset
	if rs.Action("AA0001") != ActionDefault {
		t.Error("nil ruleset action is not Default")
	}
	if _, ok := rs.Explicit("AA0001"); ok {
		t.Error("nil ruleset has an explicit entry")
	}
	if rs.Rules() != nil {
		t.Error("nil ruleset has rules")
	}
}

func TestRulesetIncludeActions(t *testing.T) {
	dir := extract(t, "rulesets/includes")

	main := loadRulesetT(t, dir, "main.ruleset.json")
	wantActions(t, main, map[string]Action{
		"AA0001": ActionWarning, // Error replaced by the include action
		"AA0002": ActionNone,    // None survives the include action
		"AA0003": ActionHidden,  // Hidden survives the include action
		"AA0004": ActionError,   // own entry beats the include
		"AA0005": ActionWarning, // Default replaced by the include action
		"AA0999": ActionInfo,    // included generalAction Info is stricter than Default
	})
	if e, _ := main.Explicit("AA0001"); e.Source != filepath.Join(dir, "cop.ruleset.json") {
		t.Errorf("AA0001 source = %q", e.Source)
	}
	if len(main.Files) != 2 || main.Files[0] != filepath.Join(dir, "main.ruleset.json") {
		t.Errorf("Files = %q", main.Files)
	}
	wantWarnings(t, main.Warnings)

	kept := map[string]Action{
		"AA0001": ActionError, "AA0002": ActionNone, "AA0003": ActionHidden,
		"AA0004": ActionInfo, "AA0005": ActionDefault, "AA0999": ActionInfo,
	}
	wantActions(t, loadRulesetT(t, dir, "keep.ruleset.json"), kept)
	wantActions(t, loadRulesetT(t, dir, "noaction.ruleset.json"), kept)

	off := loadRulesetT(t, dir, "off.ruleset.json")
	wantActions(t, off, map[string]Action{
		"AA0001": ActionNone, "AA0002": ActionNone, "AA0003": ActionHidden,
		"AA0004": ActionNone, "AA0005": ActionNone,
		"AA0999": ActionDefault, // an include with action None brings no generalAction
	})
}

func TestRulesetIncludeOrderDoesNotMatter(t *testing.T) {
	dir := extract(t, "rulesets/order")
	for _, name := range []string{"soft-first.ruleset.json", "hard-first.ruleset.json"} {
		rs := loadRulesetT(t, dir, name)
		wantActions(t, rs, map[string]Action{"AA0010": ActionError, "AA0011": ActionError, "XX0001": ActionWarning})
		if e, _ := rs.Explicit("AA0010"); e.Source != filepath.Join(dir, "hard.ruleset.json") {
			t.Errorf("%s: AA0010 from %s", name, e.Source)
		}
	}
	quiet := loadRulesetT(t, dir, "quiet.ruleset.json")
	wantActions(t, quiet, map[string]Action{"AA0010": ActionNone, "AA0011": ActionNone, "XX0001": ActionNone})
}

func TestRulesetNestedIncludes(t *testing.T) {
	dir := extract(t, "rulesets/nested")
	rs := loadRulesetT(t, dir, "top.ruleset.json")
	wantActions(t, rs, map[string]Action{
		"LC0001": ActionInfo,    // mid's own Hidden vs side's Warning->Info: stricter
		"LC0002": ActionError,   // mid applied Error to common's Warning
		"LC0003": ActionWarning, // mid's own
	})
	wantWarnings(t, rs.Warnings) // the diamond through common is not a cycle
	want := []string{"top.ruleset.json", "sub/mid.ruleset.json", "common/common.ruleset.json", "other/side.ruleset.json"}
	if len(rs.Files) != len(want) {
		t.Fatalf("Files = %q", rs.Files)
	}
	for i, f := range want {
		if rs.Files[i] != filepath.Join(dir, filepath.FromSlash(f)) {
			t.Errorf("Files[%d] = %q, want %s", i, rs.Files[i], f)
		}
	}
}

func TestRulesetBrokenIncludes(t *testing.T) {
	dir := extract(t, "rulesets/broken")
	rs := loadRulesetT(t, dir, "a.ruleset.json")
	wantActions(t, rs, map[string]Action{
		"AA0001": ActionError, "AA0002": ActionWarning, "AA0003": ActionInfo,
		"AA0004": ActionDefault, "AA0005": ActionDefault,
	})
	wantWarnings(t, rs.Warnings,
		"c.ruleset.json: include "+filepath.Join(dir, "a.ruleset.json")+" forms a cycle",
		"a.ruleset.json: include "+filepath.Join(dir, "a.ruleset.json")+" forms a cycle",
		"missing.ruleset.json",
		"invalid.ruleset.json",
		"array.ruleset.json: expected a JSON object",
		"includedRuleSets[5] has no path",
		"remote include https://example.invalid/remote.ruleset.json is not fetched",
		"remote include HTTP://example.invalid/other.ruleset.json is not fetched",
	)
	for _, w := range rs.Warnings {
		if !strings.Contains(w, "skipped") {
			t.Errorf("warning does not say the include was skipped: %q", w)
		}
	}
}

func TestRulesetTopLevelErrors(t *testing.T) {
	dir := extract(t, "rulesets/broken")
	for _, name := range []string{"missing.ruleset.json", "invalid.ruleset.json", "array.ruleset.json"} {
		rs, err := LoadRuleset(filepath.Join(dir, name))
		if err == nil || rs != nil {
			t.Errorf("LoadRuleset(%s) = %v, %v; want an error", name, rs, err)
			continue
		}
		if !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name the file: %v", err)
		}
	}
}

func TestRulesetDepthLimit(t *testing.T) {
	dir := t.TempDir()
	n := MaxRulesetDepth + 5
	for i := 0; i < n; i++ {
		content := `{"name":"r","rules":[{"id":"R` + strconv.Itoa(i) + `","action":"Warning"}]`
		if i+1 < n {
			content += `,"includedRuleSets":[{"path":"r` + strconv.Itoa(i+1) + `.ruleset.json"}]`
		}
		writeFile(t, filepath.Join(dir, "r"+strconv.Itoa(i)+".ruleset.json"), content+"}")
	}
	rs := loadRulesetT(t, dir, "r0.ruleset.json")
	if rs.Action("R"+strconv.Itoa(MaxRulesetDepth-1)) != ActionWarning || rs.Action("R"+strconv.Itoa(MaxRulesetDepth)) != ActionDefault {
		t.Errorf("depth limit not applied at %d files", MaxRulesetDepth)
	}
	wantWarnings(t, rs.Warnings, "nested deeper than")
}

func TestRulesetLenientTypes(t *testing.T) {
	dir := extract(t, "rulesets/lenient")
	rs := loadRulesetT(t, dir, "main.ruleset.json")
	if rs.Name != "5" || rs.GeneralAction != ActionDefault {
		t.Errorf("Name = %q, GeneralAction = %q", rs.Name, rs.GeneralAction)
	}
	wantActions(t, rs, map[string]Action{"1234": ActionError, "AA0002": ActionDefault, "AA0003": ActionInfo, "AA0004": ActionWarning})
	wantWarnings(t, rs.Warnings, `rule AA0002 has unknown action "3"`)
	if e, _ := rs.Explicit("AA0003"); e.Justification != "false" {
		t.Errorf("justification = %q", e.Justification)
	}
}
