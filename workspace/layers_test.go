package workspace

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alfix/alfix/al/rules"
)

// lib3Table is Lib's table as a country layer replaces it: one field more.
const lib3Table = "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n        field(2; Name; Text[50]) { }\n        field(3; Local; Text[50]) { }\n    }\n}\n"

// lib4Table is Lib's table as a region layer replaces it.
const lib4Table = "table 50000 \"Lib Table\"\n{\n    fields\n    {\n        field(1; Code; Code[20]) { }\n        field(2; Name; Text[50]) { }\n        field(3; Local; Text[50]) { }\n        field(4; Region; Text[50]) { }\n    }\n}\n"

// layeredRepo writes a repository laid out as BCApps: Lib in the base
// layer W1, a country layer CC replacing Lib's table (at a path spelled in
// another case), a region layer RG, and consumers of Lib in src/Apps/<X>.
func layeredRepo(t *testing.T, extra map[string]string) string {
	t.Helper()
	repo := t.TempDir()
	files := map[string]string{
		// An AL-Go repository (BCApps' root holds these settings): without
		// them, or a views config, folders are never layers.
		".github/AL-Go-Settings.json":                `{"type": "PTE"}`,
		"src/Layers/W1/Lib/app.json":                 libAppJSON,
		"src/Layers/W1/Lib/src/LibTable.Table.al":    libTable,
		"src/Layers/W1/Lib/src/Other.Codeunit.al":    "codeunit 50001 Other { }\n",
		"src/Layers/CC/Lib/SRC/libtable.table.al":    lib3Table,
		"src/Layers/CC/Lib/src/Added.Codeunit.al":    "codeunit 50002 Added { }\n",
		"src/Layers/RG/Lib/src/LibTable.Table.al":    lib4Table,
		"src/Apps/CC/Consumer/app.json":              consumerAppJSON,
		"src/Apps/CC/Consumer/src/Ext.al":            consumerExt,
		"src/Apps/W1/Consumer/app.json":              consumerAppJSON,
		"src/Apps/W1/Consumer/src/Ext.al":            consumerExt,
		"src/Apps/ZZ/Consumer/app.json":              consumerAppJSON,
		"src/Apps/ZZ/Consumer/src/Ext.al":            consumerExt,
		"src/Apps/RG/Consumer/app.json":              consumerAppJSON,
		"src/Apps/RG/Consumer/src/Ext.al":            consumerExt,
		"src/Layers/CC/Tests/Consumer/app.json":      consumerAppJSON,
		"src/Layers/CC/Tests/Consumer/src/Ext.al":    consumerExt,
		"src/Layers/W1/Tests/Consumer/app.json":      consumerAppJSON,
		"src/Layers/W1/Tests/Consumer/src/Ext.al":    consumerExt,
		"src/Layers/CC/Lib/src/Nothing.txt":          "not AL",
		"src/Layers/W1/Tests/Consumer/src/Extra.txt": "",
	}
	for k, v := range extra {
		files[k] = v
	}
	writeFiles(t, repo, files)
	return repo
}

// baseTableSeen analyzes the project at rel (in a workspace over repo)
// with the baseTable rule and returns its message.
func baseTableSeen(t *testing.T, repo, rel string) string {
	t.Helper()
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, rel)}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	return messagesOf(analyzeAll(t, w.Primary()))
}

func TestLayeredDependencyResolvesToTheCountrysView(t *testing.T) {
	repo := layeredRepo(t, nil)
	for _, c := range []struct{ rel, want string }{
		// The country's layer replaces the table by its relative path
		// (compared without regard to case); no views config, no build
		// projects: the view is W1 and CC.
		{"src/Apps/CC/Consumer", "Lib Table from project Lib, 4 fields, complete=false"},
		{"src/Layers/CC/Tests/Consumer", "Lib Table from project Lib, 4 fields, complete=false"},
		// W1's apps, and apps of a folder that is no layer, see W1.
		{"src/Apps/W1/Consumer", "Lib Table from project Lib, 3 fields, complete=false"},
		{"src/Layers/W1/Tests/Consumer", "Lib Table from project Lib, 3 fields, complete=false"},
		{"src/Apps/ZZ/Consumer", "Lib Table from project Lib, 3 fields, complete=false"},
		// A region's own apps see the region's view.
		{"src/Apps/RG/Consumer", "Lib Table from project Lib, 5 fields, complete=false"},
	} {
		if got := baseTableSeen(t, repo, c.rel); got != c.want {
			t.Errorf("%s: %q, want %q", c.rel, got, c.want)
		}
	}
}

func TestLayerViewsConfigOrdersTheLayers(t *testing.T) {
	cfg := `{"W1": null, "RG": {"baseLayer": "W1"}, "CC": {"baseLayer": "RG"}, "XX": {"baseLayer": "YY"}, "YY": {"baseLayer": "XX"}}`
	repo := layeredRepo(t, map[string]string{
		"src/Layers/.config/views_config.json": cfg,
		// CC's view over RG: CC's table (3 fields) replaces RG's (4).
		"src/Layers/XX/Lib/src/LibTable.Table.al": lib4Table,
		"src/Apps/XX/Consumer/app.json":           consumerAppJSON,
		"src/Apps/XX/Consumer/src/Ext.al":         consumerExt,
		"src/Apps/QQ/Consumer/app.json":           consumerAppJSON,
		"src/Apps/QQ/Consumer/src/Ext.al":         consumerExt,
		"src/Layers/QQ/Lib/src/LibTable.Table.al": lib4Table,
	})
	v := layerViewFor(filepath.Join(repo, "src/Layers/W1/Lib"), filepath.Join(repo, "src/Apps/CC/Consumer"), readBuildProjects)
	if v == nil || len(v.overlays) != 2 || filepath.Base(v.overlays[0]) != "RG" || filepath.Base(v.overlays[1]) != "CC" {
		t.Fatalf("view: %+v", v)
	}
	if got := baseTableSeen(t, repo, "src/Apps/CC/Consumer"); got != "Lib Table from project Lib, 4 fields, complete=false" {
		t.Errorf("CC over RG over W1: %q", got)
	}
	// A config whose chain loops, or that does not know the layer, leaves
	// the dependency as it is.
	for _, rel := range []string{"src/Apps/XX/Consumer", "src/Apps/QQ/Consumer"} {
		if got := baseTableSeen(t, repo, rel); got != "Lib Table from project Lib, 3 fields, complete=false" {
			t.Errorf("%s: %q", rel, got)
		}
	}
}

func TestLayerRegionFromBuildProjects(t *testing.T) {
	repo := layeredRepo(t, map[string]string{
		".github/AL-Go-Settings.json":                 "{}",
		"build/projects/Apps CC/.AL-Go/settings.json": `{"country": "CC", "appFolders": ["..\\..\\..\\src\\Apps\\RG\\Consumer", "../../../src/Apps/W1/Consumer", "../../../src/Apps/DD/Consumer"]}`,
		"build/projects/Apps DD/.AL-Go/settings.json": `{"country": "DD", "appFolders": ["../../../src/Apps/DD/Consumer"]}`,
		"build/projects/Broken/.AL-Go/settings.json":  `{"country": `,
		"src/Layers/DD/Lib/src/LibTable.Table.al":     lib4Table,
	})
	// RG is named by CC's project (with Windows separators) and is no
	// project's country: CC's view is W1, RG, CC. DD is a country of its
	// own, not a region of CC.
	v := layerViewFor(filepath.Join(repo, "src/Layers/W1/Lib"), filepath.Join(repo, "src/Apps/CC/Consumer"), readBuildProjects)
	if v == nil || len(v.overlays) != 2 || filepath.Base(v.overlays[0]) != "RG" || filepath.Base(v.overlays[1]) != "CC" {
		t.Fatalf("view: %+v", v)
	}
	if got := baseTableSeen(t, repo, "src/Apps/CC/Consumer"); got != "Lib Table from project Lib, 4 fields, complete=false" {
		t.Errorf("CC over RG over W1: %q", got)
	}
	// An app in the region's folder is built by the country project that
	// lists it (CC), so it sees CC's view, never the region's own, whose
	// excluded_view_files.json leaves out what the countries add (BCApps'
	// src/Apps/NA apps are built by Apps US).
	writeFiles(t, repo, map[string]string{"src/Layers/RG/.layer/excluded_view_files.json": `["Lib\\src\\LibTable.Table.al"]`})
	if got := baseTableSeen(t, repo, "src/Apps/RG/Consumer"); got != "Lib Table from project Lib, 4 fields, complete=false" {
		t.Errorf("an app of region RG built by CC: %q, want CC's view", got)
	}
}

func TestLayerExcludedFilesAndProjectsAreNoOverlay(t *testing.T) {
	repo := layeredRepo(t, map[string]string{
		"src/Layers/CC/.layer/excluded_view_files.json": `["Lib\\src\\LibTable.Table.al", "Lib/SRC/LIBTABLE.TABLE.AL"]`,
		// A folder with an app.json is a project of its own, not a layer.
		"src/Layers/PP/Lib/app.json":              libAppJSON,
		"src/Layers/PP/Lib/src/LibTable.Table.al": lib4Table,
		"src/Apps/PP/Consumer/app.json":           consumerAppJSON,
		"src/Apps/PP/Consumer/src/Ext.al":         consumerExt,
	})
	if got := baseTableSeen(t, repo, "src/Apps/CC/Consumer"); got != "base table unknown" {
		t.Errorf("an excluded file stays in the view: %q", got)
	}
	if v := layerViewFor(filepath.Join(repo, "src/Layers/W1/Lib"), filepath.Join(repo, "src/Apps/PP/Consumer"), readBuildProjects); v != nil {
		t.Errorf("a project taken for a layer: %+v", v)
	}
	// The base project's own folder, and a project inside it, are never
	// layered.
	if v := layerViewFor(filepath.Join(repo, "src/Layers/W1/Lib"), filepath.Join(repo, "src/Layers/W1/Lib/sub"), readBuildProjects); v != nil {
		t.Errorf("nested: %+v", v)
	}
}

// Country apps share one composed view: the base's declarations are read
// once, and the view once per composition.
func TestLayeredViewIsComposedOnce(t *testing.T) {
	repo := layeredRepo(t, map[string]string{
		"src/Apps/CC/Second/app.json":   strings.Replace(consumerAppJSON, "bbbbbbbb-0000-0000-0000-000000000002", "bbbbbbbb-0000-0000-0000-000000000009", 1),
		"src/Apps/CC/Second/src/Ext.al": strings.Replace(consumerExt, "50100", "50200", 1),
	})
	w, err := Open(context.Background(), Options{Roots: []string{filepath.Join(repo, "src/Apps/CC")}, SourceRoots: []string{repo}, Registry: depRegistry(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, rel := range []string{"Consumer", "Second"} {
		p, err := w.OpenProject(filepath.Join(repo, "src/Apps/CC", rel))
		if err != nil {
			t.Fatal(err)
		}
		if got := messagesOf(analyzeAll(t, p)); got != "Lib Table from project Lib, 4 fields, complete=false" {
			t.Errorf("%s: %q", rel, got)
		}
	}
	w.deps.mu.Lock()
	n := len(w.deps.composed)
	w.deps.mu.Unlock()
	if n != 1 {
		t.Errorf("%d compositions, want 1", n)
	}
}

// A layer's own project (an app.json in L/X/rel) is composed over the base
// layer's project at L/W1/rel, which holds every file; the base itself and
// a project without such a sibling are no overlays.
func TestOverlayBase(t *testing.T) {
	root := t.TempDir()
	l := filepath.Join(root, "src", "Layers")
	writeFiles(t, l, map[string]string{
		"W1/Tool/app.json":   `{"id": "a", "name": "Tool"}`,
		"W1/Tool/A.al":       "codeunit 1 A { }",
		"W1/Tool/B.al":       "codeunit 2 B { }",
		"W1/Tool/C.al":       "codeunit 3 C { }",
		"IN/Tool/app.json":   `{"id": "a", "name": "Tool"}`,
		"IN/Tool/B.al":       "codeunit 2 B { }",
		"DE/Other/app.json":  `{"id": "b", "name": "Other"}`,
		"DE/Other/X.al":      "codeunit 4 X { }",
		"BE/Tool/Overlay.al": "codeunit 5 Y { }", // a layer without a project of its own
	})
	none := func(string) *buildProjects { return &buildProjects{} }
	// Outside an AL-Go repository and without a views config, folders are
	// no layers: two copies of one app side by side (test folders under
	// /tmp) must not make one the overlay of the other.
	if got := overlayBase(filepath.Join(l, "IN", "Tool"), none, nil); got != "" {
		t.Errorf("IN/Tool outside an AL-Go repository: base %q, want none", got)
	}
	writeFiles(t, root, map[string]string{".github/AL-Go-Settings.json": `{}`})
	if got, want := overlayBase(filepath.Join(l, "IN", "Tool"), none, nil), filepath.Join(l, "W1", "Tool"); got != want {
		t.Errorf("IN/Tool: base %q, want %q", got, want)
	}
	for _, dir := range []string{"W1/Tool", "DE/Other"} {
		if got := overlayBase(filepath.Join(l, filepath.FromSlash(dir)), none, nil); got != "" {
			t.Errorf("%s: base %q, want none", dir, got)
		}
	}
}

// Two copies of one app side by side outside any AL-Go repository (test
// folders under /tmp, a checkout and its copy) leave each other alone: the
// smaller is not taken for a layer over the larger, so its checks run and
// its verdict does not depend on what happens to sit next to it. (Tests in
// other processes once made one another's results flaky this way.)
func TestSiblingCopiesOfAnAppAreNoLayers(t *testing.T) {
	root := t.TempDir()
	app := `{"id": "11111111-2222-3333-4444-555555555555", "name": "Twin", "publisher": "P", "version": "1.0.0.0", "idRanges": [{"from": 50100, "to": 50149}]}`
	src := "table 50100 Setup\n{\n    fields\n    {\n        field(1; \"Primary Key\"; Code[10]) { }\n" +
		"        field(2; \"Old Switch\"; Boolean) { ObsoleteState = Pending; ObsoleteReason = 'Always on'; }\n    }\n}\n\n" +
		"codeunit 50100 \"Setup Use\"\n{\n    procedure Use(var Setup: Record Setup)\n    begin\n" +
		"        Setup.\"Old Switch\" := true;\n    end;\n}\n"
	writeFiles(t, root, map[string]string{
		"TestA/001/app.json": app, "TestA/001/Setup.al": src,
		"TestB/001/app.json": app, "TestB/001/Setup.al": src,
		"TestB/001/More1.al": "codeunit 50101 More1 { }\n", "TestB/001/More2.al": "codeunit 50102 More2 { }\n",
	})
	dir := filepath.Join(root, "TestA", "001")
	w, err := Open(context.Background(), Options{Roots: []string{dir}, Dir: dir, Registry: rules.Registry()})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	res, err := w.Primary().Analyze(context.Background(), AnalyzeRequest{})
	if err != nil {
		t.Fatal(err)
	}
	obsolete := 0
	for _, f := range res.Findings.Slice() {
		if f.ID == "AL0432" {
			obsolete++
		}
	}
	for _, m := range res.CompileChecks.Missing {
		if strings.Contains(m.Detail+m.Name, "TestB") || m.Name == "Twin" {
			t.Errorf("the sibling copy is taken for a missing layer: %+v", m)
		}
	}
	if obsolete != 1 {
		t.Errorf("AL0432 findings %d, want 1 (verdict %+v)", obsolete, res.CompileChecks)
	}
}

// A build project whose country's view does not pass through the app's
// layer says nothing about it: BCApps' "Apps RU" project says country w1
// and lists src/Apps/RU apps, which need RU's layer over W1.
func TestLeafLayerAppListedByAnotherCountry(t *testing.T) {
	repo := layeredRepo(t, map[string]string{
		"src/Layers/.config/views_config.json":        `{"W1": null, "CC": {"baseLayer": "W1"}, "RG": {"baseLayer": "W1"}}`,
		"build/projects/Apps CC/.AL-Go/settings.json": `{"country": "w1", "appFolders": ["../../../src/Apps/CC/Consumer"]}`,
	})
	if got := baseTableSeen(t, repo, "src/Apps/CC/Consumer"); got != "Lib Table from project Lib, 4 fields, complete=false" {
		t.Errorf("an app of leaf layer CC listed by a w1 project: %q, want CC's view", got)
	}
}

// The regions between two layers are worked out once per reading of the
// repository's build projects: asked again of the same reading they are
// remembered (a region folder removed since does not change the answer
// until the projects are read again), and a new reading works them out
// anew.
func TestRegionLayersRememberedPerBuildProjects(t *testing.T) {
	repo := layeredRepo(t, map[string]string{
		".github/AL-Go-Settings.json":                 "{}",
		"build/projects/Apps CC/.AL-Go/settings.json": `{"country": "CC", "appFolders": ["../../../src/Apps/RG/Consumer", "../../../src/Apps/W1/Consumer"]}`,
	})
	l := filepath.Join(repo, "src/Layers")
	bp := readBuildProjects(repo)
	same := func(string) *buildProjects { return bp }
	first := regionLayers(l, "W1", "CC", same)
	if len(first) != 1 || first[0] != "RG" {
		t.Fatalf("regions: %q, want [RG]", first)
	}
	if err := os.RemoveAll(filepath.Join(l, "RG")); err != nil {
		t.Fatal(err)
	}
	if got := regionLayers(l, "W1", "CC", same); len(got) != 1 || got[0] != "RG" {
		t.Errorf("asked again of the same reading: %q, want the remembered [RG]", got)
	}
	if got := regionLayers(l, "W1", "CC", readBuildProjects); len(got) != 0 {
		t.Errorf("after a new reading: %q, want none (RG is gone)", got)
	}
	// The remembered slice is clipped: a caller's append does not write
	// into it.
	_ = append(first, "extra")
	if got := regionLayers(l, "W1", "CC", same); len(got) != 1 {
		t.Errorf("a caller's append changed the remembered answer: %q", got)
	}
}
