package check

import (
	"slices"
	"testing"

	"github.com/alfix/alfix/al/symbols"
)

// TestKindsCoverEveryCheck holds Kinds and Rules together: a new check
// must be given a kind (and so a need), or the compile verdict could call
// checks complete that stayed silent.
func TestKindsCoverEveryCheck(t *testing.T) {
	kindOf := map[string]string{}
	names := map[string]bool{}
	for _, k := range Kinds() {
		if k.Name == "" || names[k.Name] {
			t.Errorf("kind %q: empty or duplicate name", k.Name)
		}
		names[k.Name] = true
		if len(k.Codes) == 0 || !slices.IsSorted(k.Codes) {
			t.Errorf("kind %q: codes %v empty or not in id order", k.Name, k.Codes)
		}
		for _, c := range k.Codes {
			if other, dup := kindOf[c]; dup {
				t.Errorf("%s is in kinds %q and %q", c, other, k.Name)
			}
			kindOf[c] = k.Name
		}
	}
	ids := map[string]bool{}
	for _, r := range Rules() {
		ids[r.ID] = true
		if _, ok := kindOf[r.ID]; !ok {
			t.Errorf("check %s is in no kind: add it to kinds in kinds.go with what it needs", r.ID)
		}
	}
	for c, k := range kindOf {
		if !ids[c] {
			t.Errorf("kind %q names %s, which is no check of Rules", k, c)
		}
	}
}

func dep(id, name string, loaded bool) *symbols.Dependency {
	d := &symbols.Dependency{App: symbols.App{ID: id, Name: name, Publisher: "Microsoft"}, Origin: symbols.Missing}
	if loaded {
		d.Origin, d.Symbols = symbols.FromPackage, symbols.Build(nil)
	}
	return d
}

const baseID = "437dbf0e-84ff-417a-965d-ed2bb9650972"

// TestNeedsAgreeWithSummary checks that the needs mean what the summary's
// own completeness says, on every combination of System and Base
// Application loaded or not, and with no dependency at all.
func TestNeedsAgreeWithSummary(t *testing.T) {
	cases := map[string][]*symbols.Dependency{
		"none":                  nil,
		"all loaded":            {dep(symbols.PlatformAppID, "System", true), dep(baseID, "Base Application", true)},
		"System missing":        {dep(symbols.PlatformAppID, "System", false), dep(baseID, "Base Application", true)},
		"Base missing":          {dep(symbols.PlatformAppID, "System", true), dep(baseID, "Base Application", false)},
		"both missing":          {dep(symbols.PlatformAppID, "System", false), dep(baseID, "Base Application", false)},
		"System only, loaded":   {dep(symbols.PlatformAppID, "System", true)},
		"System only, missing":  {dep(symbols.PlatformAppID, "System", false)},
		"braced System missing": {dep("{8874ED3A-0643-4247-9CED-7A7002F7135D}", "System", false), dep(baseID, "Base Application", true)},
	}
	for name, deps := range cases {
		t.Run(name, func(t *testing.T) {
			sum := symbols.BuildApp(symbols.AppInfo{}, nil, deps)
			if got, want := NeedsAll.metBy(sum), sum.Complete(); got != want {
				t.Errorf("NeedsAll met = %v, Summary.Complete = %v", got, want)
			}
			want := sum.MembersComplete()
			if name == "braced System missing" {
				want = true // the summary compares ids as written; a braced System id is still System
			}
			if got := NeedsMembers.metBy(sum); got != want {
				t.Errorf("NeedsMembers met = %v, want %v", got, want)
			}
			if !NeedsNothing.metBy(sum) {
				t.Error("NeedsNothing not met")
			}
			silent := Silent(deps, (*symbols.Dependency).Loaded)
			for _, k := range Kinds() {
				if k.Needs.Met(deps, (*symbols.Dependency).Loaded) == slices.ContainsFunc(silent, func(s Kind) bool { return s.Name == k.Name }) {
					t.Errorf("kind %q: Silent and Met disagree", k.Name)
				}
			}
		})
	}
	if NeedsMembers.metBy(nil) || NeedsAll.metBy(nil) {
		t.Error("a pass without summary meets a need")
	}
}

func TestBlocks(t *testing.T) {
	sys, base := dep(symbols.PlatformAppID, "System", false), dep(baseID, "Base Application", false)
	if NeedsMembers.Blocks(sys) || !NeedsMembers.Blocks(base) || !NeedsAll.Blocks(sys) || NeedsNothing.Blocks(base) {
		t.Error("Blocks: System blocks only NeedsAll, another app NeedsMembers and NeedsAll, nothing blocks NeedsNothing")
	}
}
