// Package analysistest runs AL rules over fixture files and checks their
// diagnostics and fixes strictly, in the manner of
// golang.org/x/tools/go/analysis/analysistest: every diagnostic must be
// expected, every expectation met, every fix well formed.
//
// A rule's fixtures live in one folder, testdata/<RuleID> beside the rules,
// laid out as:
//
//	HasDiagnostic/**/*.al     the rule reports at every [|marked|] span, and nowhere else
//	NoDiagnostic/**/*.al      the rule reports nothing in the file
//	HasFix/<case>/current.al  the fix at the first marker, applied, gives expected.al
//	HasFix/<case>/expected.al
//	HasFix/<case>/key.txt     the equivalence key to apply; optional when the
//	                          diagnostic offers one key
//	HasFixAll/<case>/...      FixAll at document scope (current.al, expected.al,
//	                          key.txt) fixes every marker
//	<name>.messages           optional beside any <name>.al: the expected message
//	                          of the diagnostics at each marker, one line per
//	                          marker in order (an empty line checks nothing)
//	Dependency/**/*.al        optional, in the rule folder: the declarations of
//	                          a loaded dependency app ("Dependency") every
//	                          fixture sees; the fixture's summary is then its
//	                          own file over that app and a missing platform
//	                          System app (MembersComplete, not Complete), as
//	                          a project in BCApps with its dependencies from
//	                          source. Without it the summary is the file alone
//	                          (HasFixAll cases always run so: FixAll builds its
//	                          own summary).
//	System/**/*.al            optional, beside Dependency: the platform System
//	                          app's declarations, loaded instead of missing (the
//	                          summary is then Complete)
//	Baseline/**/*.al          optional, in the rule folder: the previous version
//	                          of the app, exported into a package with
//	                          al/packages and read back as the breaking-change
//	                          rules' Pass.Baseline for every fixture; an
//	                          app.json beside the files lists its dependencies,
//	                          which are missing
//	app.json, alcops.json,    optional, in the rule folder, a kind folder or a
//	AppSourceCop.json         case folder: the project configuration the
//	                          fixtures below run under (read beside app.json)
//	**/*.xml, **/*.xlf        optional beside an app.json: project files that
//	                          project loading reads (XML permission sets,
//	                          translation files in Translations/)
//
// Nothing else may stand in the folder. A rule needs at least one
// HasDiagnostic and one NoDiagnostic file, and one HasFix case for each key
// it declares in FixKeys.
//
// Markers are `[|` and `|]` around source text; they are removed before the
// file is parsed, and a marker's span is computed in the stripped text. A
// diagnostic is at a marker when its span starts where the marker starts:
// mark the token the rule names (`begin`, not the whole block; the
// identifier, not the whole declaration). An empty marker `[||]` pins a
// point where a diagnostic starts, of any length. The marker form `[=` and
// `=]` pins the end too: a diagnostic is at it only when their spans are
// equal (`[==]` wants an empty diagnostic there). Write `[=...=]` wherever
// the rule promises its span, so that a rule reporting a whole statement or
// block from the same start fails too; `[|...|]` where only the start is
// promised, or where the span would hold another marker (markers cannot
// nest). A marker closes with the form it opened with. In a NoDiagnostic
// file markers only point at a place: the file must have no diagnostic at
// all. A failure says where a diagnostic starts and ends and where the
// marker it missed does, as line:column.
//
// [MarkerFailures] alone matches by intersection, as the ALCops test kit
// does for its public fixtures: there a diagnostic is at a marker when
// their spans overlap, or, when either is empty, when one contains the
// other (ends included) ([At]); those fixtures know only `[|...|]`.
//
// Every diagnostic of the rule (suppressed ones too) must have a message
// that formatted cleanly and fixes whose keys are in the rule's FixKeys
// (each at most once), whose titles differ, and whose edits stay inside
// the fixture and do not overlap. Expected files are compared byte for byte
// (line endings and byte-order marks included; a failure shows a unified
// diff with carriage returns made visible); a fixed text must parse without
// syntax errors, keep the byte-order mark and the line-break style of the
// fixture. Run the tests with -update to rewrite expected.al files from the
// current behaviour.
//
// The rule under test runs even when it is off by default.
package analysistest

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/aymanbagabas/go-udiff"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/al/syntax"
)

var update = flag.Bool("update", false, "rewrite expected.al files of HasFix and HasFixAll cases")

// The kinds of fixture folders.
const (
	hasDiagnostic = "HasDiagnostic"
	noDiagnostic  = "NoDiagnostic"
	hasFix        = "HasFix"
	hasFixAll     = "HasFixAll"
	dependency    = "Dependency"
	system        = "System"
	baselineDir   = "Baseline"
)

// Marker is one marker in the stripped source: its span, and whether it
// pins the diagnostic's end as well as its start (the form [=...=]).
type Marker struct {
	syntax.Span
	Exact bool
}

// markerForm is a form of marker: how it opens and closes, and whether it
// pins the end.
type markerForm struct {
	open, close string
	exact       bool
}

// markerForms are the forms of our fixtures; alcopsForms those of the
// ALCops kit's, which knows no [=...=] (its AL may hold "[=" or "=]").
var (
	markerForms = []markerForm{{"[|", "|]", false}, {"[=", "=]", true}}
	alcopsForms = markerForms[:1]
)

// StripMarkers removes every marker from src and returns the clean source and
// the markers in it. Markers cannot nest, and each closes with the form it
// opened with; a closing form outside a marker is source text.
func StripMarkers(src []byte) ([]byte, []Marker, error) {
	return stripMarkers(src, markerForms)
}

// stripMarkers is [StripMarkers] for the given forms.
func stripMarkers(src []byte, forms []markerForm) ([]byte, []Marker, error) {
	var out bytes.Buffer
	var markers []Marker
	open, openAt, form := -1, 0, 0
scan:
	for i := 0; i < len(src); i++ {
		for k, mf := range forms {
			switch {
			case bytes.HasPrefix(src[i:], []byte(mf.open)):
				if open >= 0 {
					return nil, nil, fmt.Errorf("marker %s at byte %d inside the marker %s opened at byte %d", mf.open, i, forms[form].open, openAt)
				}
				open, openAt, form = out.Len(), i, k
				i++
				continue scan
			case bytes.HasPrefix(src[i:], []byte(mf.close)) && open >= 0:
				if k != form {
					return nil, nil, fmt.Errorf("marker %s opened at byte %d closed with %s at byte %d", forms[form].open, openAt, mf.close, i)
				}
				markers = append(markers, Marker{Span: syntax.Span{Start: open, End: out.Len()}, Exact: mf.exact})
				open = -1
				i++
				continue scan
			}
		}
		out.WriteByte(src[i])
	}
	if open >= 0 {
		return nil, nil, fmt.Errorf("unclosed marker %s at byte %d", forms[form].open, openAt)
	}
	return out.Bytes(), markers, nil
}

// Matches reports whether a diagnostic span is at the marker: it starts
// where the marker starts, and for an exact marker ends where it ends.
func (m Marker) Matches(diag syntax.Span) bool {
	return diag.Start == m.Start && (!m.Exact || diag.End == m.End)
}

// At reports whether a diagnostic span is at a marker by the ALCops test
// kit's measure, used by [MarkerFailures] only: the spans overlap, or one
// of them is empty and lies inside the other (ends included).
func At(diag syntax.Span, m syntax.Span) bool {
	switch {
	case m.Len() == 0: // a point
		return diag.Start <= m.Start && m.Start <= diag.End
	case diag.Len() == 0:
		return m.Start <= diag.Start && diag.Start <= m.End
	}
	return diag.Start < m.End && m.Start < diag.End
}

// Run checks every fixture of the rule under dir, each as a subtest.
func Run(t *testing.T, rule *analysis.Rule, dir string) {
	t.Helper()
	h := &harness{rule: rule, update: *update}
	h.run(testingT{t}, dir)
}

// RunRegistry runs [Run] for every rule of the registry over root/<ID>, as
// subtests named by id. A rule without a fixture folder, and a folder under
// root that belongs to no rule, fail the test.
func RunRegistry(t *testing.T, reg *analysis.Registry, root string) {
	t.Helper()
	runRegistry(testingT{t}, reg, root, *update)
}

// Failures checks the fixtures of the rule under dir as [Run] does, and
// returns the failures instead of failing a test (never rewriting
// expected files): the harness's own tests run rules that are wrong on
// purpose and assert what it reports.
func Failures(rule *analysis.Rule, dir string) []string {
	r := newRecorder()
	r.run(rule.ID, func(t tb) { (&harness{rule: rule}).run(t, dir) })
	return *r.failures
}

// MarkerFailures is [Failures] with the expectations of the ALCops test
// kit, for running its public fixtures: a HasDiagnostic file needs a
// diagnostic at every marker and may have others elsewhere; a NoDiagnostic
// file may have none at its markers (anywhere when it has no marker).
// Everything else is checked as strictly as by [Run].
func MarkerFailures(rule *analysis.Rule, dir string) []string {
	r := newRecorder()
	r.run(rule.ID, func(t tb) { (&harness{rule: rule, atMarkersOnly: true}).run(t, dir) })
	return *r.failures
}

// RegistryFailures is [Failures] for [RunRegistry].
func RegistryFailures(reg *analysis.Registry, root string) []string {
	r := newRecorder()
	r.run("registry", func(t tb) { runRegistry(t, reg, root, false) })
	return *r.failures
}

func runRegistry(t tb, reg *analysis.Registry, root string, update bool) {
	t.Helper()
	ids := map[string]bool{}
	for _, r := range reg.All() {
		ids[r.ID] = true
		dir := filepath.Join(root, r.ID)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			t.Errorf("rule %s has no fixtures: create %s with HasDiagnostic and NoDiagnostic cases", r.ID, dir)
			continue
		}
		t.run(r.ID, func(t tb) { (&harness{rule: r, update: update}).run(t, dir) })
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatalf("reading fixtures: %v", err)
	}
	for _, e := range entries {
		if !ids[e.Name()] {
			t.Errorf("%s: no registered rule has the id %s", filepath.Join(root, e.Name()), e.Name())
		}
	}
}

// harness checks the fixtures of one rule.
type harness struct {
	rule   *analysis.Rule
	update bool
	// atMarkersOnly checks diagnostics at markers only, and matches them
	// to markers by intersection ([At]), as ALCops' own tests do
	// ([MarkerFailures]).
	atMarkersOnly bool
	// move, when set, moves every diagnostic's span before it is checked
	// ([Unpinned]); moved records that it changed one.
	move  func(f *syntax.File, span syntax.Span) syntax.Span
	moved bool
	// fixed collects the keys the HasFix cases applied.
	fixed map[string]bool
	// dep is the rule folder's Dependency app, nil when it has none; sys
	// its System app, nil when missing.
	dep, sys *symbols.Dependency
	// base is the rule folder's Baseline, nil when it has none.
	base *symbols.Summary
}

// run checks the layout of dir and every fixture in it.
func (h *harness) run(t tb, dir string) {
	t.Helper()
	h.fixed = map[string]bool{}
	files, cases := h.layout(t, dir)
	for _, kind := range []string{hasDiagnostic, noDiagnostic} {
		for _, path := range files[kind] {
			rel, _ := filepath.Rel(filepath.Join(dir, kind), path)
			t.run(kind+"/"+strings.TrimSuffix(filepath.ToSlash(rel), ".al"), func(t tb) {
				fx := h.load(t, path)
				h.analyze(t, fx, kind == noDiagnostic)
			})
		}
	}
	for _, kind := range []string{hasFix, hasFixAll} {
		for _, c := range cases[kind] {
			t.run(kind+"/"+filepath.Base(c), func(t tb) {
				if kind == hasFix {
					h.hasFix(t, c)
				} else {
					h.hasFixAll(t, c)
				}
			})
		}
	}
	for _, k := range h.rule.FixKeys {
		if !h.fixed[k] {
			t.Errorf("%s: no HasFix case applies the fix key %s", dir, k)
		}
	}
}

// configFiles may stand in any fixture folder.
var configFiles = map[string]bool{project.ManifestFile: true, project.ThresholdsFile: true, project.AppSourceCopFile: true}

// layout checks the fixture folder and returns the fixture files by kind
// and the case folders by kind.
func (h *harness) layout(t tb, dir string) (files, cases map[string][]string) {
	t.Helper()
	files, cases = map[string][]string{}, map[string][]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("fixtures of %s: %v", h.rule.ID, err)
	}
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		switch name := e.Name(); {
		case !e.IsDir() && configFiles[name]:
		case e.IsDir() && (name == hasDiagnostic || name == noDiagnostic):
			files[name] = h.fixtureFiles(t, path)
		case e.IsDir() && (name == hasFix || name == hasFixAll):
			cases[name] = h.caseFolders(t, path)
		case e.IsDir() && name == dependency:
			h.dep = loadDependency(t, path, symbols.App{ID: "00000000-0000-0000-0000-00000000d000", Name: "Dependency", Publisher: "Fixture"})
		case e.IsDir() && name == system:
			h.sys = loadDependency(t, path, symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"})
		case e.IsDir() && name == baselineDir:
			h.base = loadBaseline(t, path)
		default:
			t.Errorf("%s: unexpected in a fixture folder (want %s, %s, %s, %s, %s, %s, %s, %s, %s or %s)", path,
				hasDiagnostic, noDiagnostic, hasFix, hasFixAll, dependency, system, baselineDir, project.ManifestFile, project.ThresholdsFile, project.AppSourceCopFile)
		}
	}
	if h.sys != nil && h.dep == nil {
		t.Errorf("%s: a System folder needs a Dependency folder beside it", dir)
	}
	for _, kind := range []string{hasDiagnostic, noDiagnostic} {
		if len(files[kind]) == 0 {
			t.Errorf("%s: rule %s has no %s fixture", dir, h.rule.ID, kind)
		}
	}
	if !h.rule.HasFix() && len(cases[hasFix])+len(cases[hasFixAll]) > 0 {
		t.Errorf("%s: rule %s declares no fix keys but has fix cases", dir, h.rule.ID)
	}
	return files, cases
}

// loadDependency parses the .al files under root into the loaded
// dependency app; a file that does not parse fails the test.
func loadDependency(t tb, root string, app symbols.App) *symbols.Dependency {
	t.Helper()
	var files []*symbols.FileSymbols
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir():
		case strings.EqualFold(filepath.Ext(path), ".al"):
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			f := syntax.Parse(path, src, syntax.Options{})
			for _, e := range f.Errors {
				line, col := f.Lines.Position(e.Span.Start)
				t.Errorf("%s:%d:%d: dependency has a syntax error: %s", path, line, col, e.Msg)
			}
			files = append(files, symbols.Extract(f))
		case filepath.Base(root) == baselineDir && path == filepath.Join(root, project.ManifestFile):
		default:
			t.Errorf("%s: unexpected in a Dependency folder (want .al files)", path)
		}
		return nil
	})
	if err != nil {
		t.Errorf("%s: %v", root, err)
	}
	return &symbols.Dependency{App: app, Declared: app, Origin: symbols.FromPackage, Reach: symbols.Direct,
		Symbols: symbols.BuildApp(symbols.AppInfo{App: app}, files, nil)}
}

// loadBaseline exports the .al files under root into a package with
// al/packages and reads it back: the baseline as a rule meets it.
func loadBaseline(t tb, root string) *symbols.Summary {
	t.Helper()
	app := symbols.App{ID: "00000000-0000-0000-0000-00000000f000", Name: "Fixture", Publisher: "Fixture", Version: "1.0.0.0"}
	dep := loadDependency(t, root, app)
	var deps []*symbols.Dependency
	if _, err := os.Stat(filepath.Join(root, project.ManifestFile)); err == nil {
		cfg, err := project.Load(root)
		if err != nil {
			t.Fatalf("%s: %v", root, err)
		}
		for _, d := range cfg.Manifest.Dependencies {
			a := symbols.App{ID: d.ID, Name: d.Name, Publisher: d.Publisher, Version: d.Version}
			deps = append(deps, &symbols.Dependency{App: a, Declared: a, Origin: symbols.Missing, Reach: symbols.Direct})
		}
	}
	var buf bytes.Buffer
	if err := packages.Write(&buf, packages.Manifest{App: app}, dep.Symbols.Files); err != nil {
		t.Fatalf("%s: exporting the baseline: %v", root, err)
	}
	p, err := packages.Read(root+".app", bytes.NewReader(buf.Bytes()), int64(buf.Len()), packages.Options{})
	if err != nil {
		t.Fatalf("%s: reading the baseline back: %v", root, err)
	}
	return symbols.BuildApp(p.Info(), p.Files, deps)
}

// summary returns the summary a fixture's rule sees: nil (the file alone)
// without a Dependency folder, else the file over the Dependency app and
// the System app (missing without a System folder).
func (h *harness) summary(f *syntax.File) *symbols.Summary {
	if h.dep == nil {
		return nil
	}
	sys := h.sys
	if sys == nil {
		app := symbols.App{ID: symbols.PlatformAppID, Name: "System", Publisher: "Microsoft"}
		sys = &symbols.Dependency{App: app, Declared: app, Origin: symbols.Missing, Reach: symbols.Direct}
	}
	own := symbols.App{ID: "00000000-0000-0000-0000-00000000f000", Name: "Fixture", Publisher: "Fixture"}
	return symbols.BuildApp(symbols.AppInfo{App: own}, []*symbols.FileSymbols{symbols.Extract(f)},
		[]*symbols.Dependency{h.dep, sys})
}

// fixtureFiles returns the .al files under a HasDiagnostic or NoDiagnostic
// folder, checking that nothing else stands there.
func (h *harness) fixtureFiles(t tb, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir():
		case strings.EqualFold(filepath.Ext(path), ".al"):
			out = append(out, path)
		case configFiles[d.Name()]:
		case strings.EqualFold(filepath.Ext(path), ".xml"), strings.EqualFold(filepath.Ext(path), ".xlf"): // project files rules judge (XML permission sets, translations)
		case strings.HasSuffix(path, ".messages"):
			if _, err := os.Stat(strings.TrimSuffix(path, ".messages") + ".al"); err != nil {
				t.Errorf("%s: no fixture %s.al beside it", path, strings.TrimSuffix(d.Name(), ".messages"))
			}
		default:
			t.Errorf("%s: unexpected in a fixture folder (want .al fixtures, .messages, %s, %s or %s)", path,
				project.ManifestFile, project.ThresholdsFile, project.AppSourceCopFile)
		}
		return nil
	})
	if err != nil {
		t.Errorf("%s: %v", root, err)
	}
	return out
}

// caseFiles may stand in a HasFix or HasFixAll case folder.
var caseFiles = map[string]bool{"current.al": true, "expected.al": true, "key.txt": true, "current.messages": true,
	project.ManifestFile: true, project.ThresholdsFile: true, project.AppSourceCopFile: true}

// caseFolders returns the case folders under a HasFix or HasFixAll folder,
// checking their contents.
func (h *harness) caseFolders(t tb, root string) []string {
	t.Helper()
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Errorf("%s: %v", root, err)
		return nil
	}
	var out []string
	for _, e := range entries {
		path := filepath.Join(root, e.Name())
		if !e.IsDir() {
			t.Errorf("%s: a fix case is a folder holding current.al and expected.al", path)
			continue
		}
		inner, err := os.ReadDir(path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		have := map[string]bool{}
		for _, f := range inner {
			have[f.Name()] = true
			if f.IsDir() || !caseFiles[f.Name()] {
				t.Errorf("%s: unexpected in a fix case (want current.al, expected.al, key.txt, current.messages, %s, %s or %s)",
					filepath.Join(path, f.Name()), project.ManifestFile, project.ThresholdsFile, project.AppSourceCopFile)
			}
		}
		if !have["current.al"] || (!have["expected.al"] && !h.update) {
			t.Errorf("%s: a fix case needs current.al and expected.al", path)
			continue
		}
		out = append(out, path)
	}
	return out
}

// fixture is a loaded fixture file.
type fixture struct {
	path     string
	src      []byte
	markers  []Marker
	messages []string // expected message per marker; nil when not checked
	cfg      *project.Config
}

func (h *harness) load(t tb, path string) fixture {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v", err)
	}
	forms := markerForms
	if h.atMarkersOnly {
		forms = alcopsForms
	}
	src, markers, err := stripMarkers(raw, forms)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	fx := fixture{path: path, src: src, markers: markers, cfg: configFor(t, filepath.Dir(path))}
	msgPath := strings.TrimSuffix(path, filepath.Ext(path)) + ".messages"
	if b, err := os.ReadFile(msgPath); err == nil {
		text := strings.TrimSuffix(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
		fx.messages = strings.Split(text, "\n")
		if len(fx.messages) != len(markers) {
			t.Errorf("%s: %d lines for %d markers", msgPath, len(fx.messages), len(markers))
		}
	}
	return fx
}

// configFor loads the project configuration for fixtures in dir: the nearest
// app.json in dir or its parents up to the rule folder (a subfolder, a case
// folder, a kind folder, the rule folder; never testdata or above), else an
// empty configuration with every analyzer group enabled.
func configFor(t tb, dir string) *project.Config {
	t.Helper()
	for d, i := dir, 0; i < 4 && filepath.Base(d) != "testdata"; d, i = filepath.Dir(d), i+1 {
		if _, err := os.Stat(filepath.Join(d, project.ManifestFile)); err == nil {
			cfg, err := project.Load(d)
			if err != nil {
				t.Fatalf("fixture configuration %s: %v", d, err)
			}
			cfg.Analyzers = project.AllAnalyzerGroups
			return cfg
		}
	}
	return &project.Config{Analyzers: project.AllAnalyzerGroups}
}

func (h *harness) enabled() analysis.EnabledRule {
	return analysis.EnabledRule{Rule: h.rule, Severity: h.rule.Severity}
}

// analyze parses the fixture, runs the rule and checks every diagnostic
// against the markers (none at all when none is wanted) and the rules for
// well-formed reports. It returns the file and the live diagnostics.
func (h *harness) analyze(t tb, fx fixture, wantNone bool) (*syntax.File, []analysis.Diagnostic) {
	t.Helper()
	f := syntax.Parse(fx.path, fx.src, analysis.ParseOptions(fx.cfg))
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		t.Errorf("%s:%d:%d: fixture has a syntax error: %s", fx.path, line, col, e.Msg)
	}
	res := analysis.AnalyzeFile(context.Background(), f, fx.cfg, []analysis.EnabledRule{h.enabled()},
		analysis.Options{StrictScopes: true, Summary: h.summary(f), Baseline: h.base})
	for _, e := range res.AnalyzerErrors {
		t.Fatalf("%s: rule %s failed: %s", fx.path, e.RuleID, e.Message)
	}
	if h.move != nil {
		for i, d := range res.Diagnostics {
			if s := h.move(f, d.Span); s != d.Span {
				res.Diagnostics[i].Span, h.moved = s, true
			}
		}
	}
	var live []analysis.Diagnostic
	for _, d := range res.Diagnostics {
		h.checkDiagnostic(t, f, fx, d)
		if !d.Suppressed {
			live = append(live, d)
		}
	}
	seen := map[string]bool{}
	for _, d := range live {
		key := fmt.Sprint(d.Span, d.Message)
		if seen[key] {
			t.Errorf("%s: %s reported twice at %s: %s", fx.path, h.rule.ID, describe(f, d.Span), d.Message)
		}
		seen[key] = true
	}
	if wantNone {
		for _, d := range live {
			if h.atMarkersOnly && len(fx.markers) > 0 && h.markerOf(fx.markers, d.Span) < 0 {
				continue
			}
			t.Errorf("%s: unexpected %s diagnostic at %s: %s", fx.path, h.rule.ID, describe(f, d.Span), d.Message)
		}
		return f, live
	}
	if len(fx.markers) == 0 {
		t.Errorf("%s: the fixture needs at least one [|marker|]", fx.path)
	}
	for _, d := range live {
		if !h.atMarkersOnly && h.markerOf(fx.markers, d.Span) < 0 {
			t.Errorf("%s: unexpected %s diagnostic at %s (at no marker%s): %s", fx.path, h.rule.ID, describe(f, d.Span),
				nearMarker(f, fx.markers, d.Span), d.Message)
		}
	}
	for k, m := range fx.markers {
		found := false
		for _, d := range live {
			if !h.at(d.Span, m) {
				continue
			}
			found = true
			if k < len(fx.messages) && fx.messages[k] != "" && d.Message != fx.messages[k] {
				t.Errorf("%s: %s diagnostic at marker %d %s has the message\n\t%s\nwant\n\t%s",
					fx.path, h.rule.ID, k+1, describe(f, m.Span), d.Message, fx.messages[k])
			}
		}
		if !found {
			t.Errorf("%s: no %s diagnostic at marker %d %s%s; got %s", fx.path, h.rule.ID, k+1, describe(f, m.Span),
				h.wanted(f, m), listDiags(f, live))
		}
	}
	return f, live
}

// at reports whether a diagnostic span is at the marker: by [Marker.Matches],
// or by intersection ([At]) for the ALCops kit's fixtures.
func (h *harness) at(diag syntax.Span, m Marker) bool {
	if h.atMarkersOnly {
		return At(diag, m.Span)
	}
	return m.Matches(diag)
}

// markerOf returns the index of the first marker the span is at, or -1.
func (h *harness) markerOf(markers []Marker, span syntax.Span) int {
	for k, m := range markers {
		if h.at(span, m) {
			return k
		}
	}
	return -1
}

// wanted says what a diagnostic at the marker must do to match it, as
// line:column: nothing for the ALCops kit's intersection.
func (h *harness) wanted(f *syntax.File, m Marker) string {
	if h.atMarkersOnly {
		return ""
	}
	if m.Exact {
		return fmt.Sprintf(" (want one that starts at %s and ends at %s)", position(f, m.Start), position(f, m.End))
	}
	return fmt.Sprintf(" (want one that starts at %s)", position(f, m.Start))
}

// nearMarker names the first marker an unmatched diagnostic span overlaps
// (or touches, when either is empty) and where the two start and end, so
// that a rule reporting a whole declaration or statement instead of the
// marked token reads as such; "" when it overlaps none.
func nearMarker(f *syntax.File, markers []Marker, span syntax.Span) string {
	for k, m := range markers {
		if !At(span, m.Span) {
			continue
		}
		if span.Start != m.Start {
			return fmt.Sprintf("; it overlaps marker %d %s but starts at %s, not %s",
				k+1, describe(f, m.Span), position(f, span.Start), position(f, m.Start))
		}
		return fmt.Sprintf("; it starts at marker %d %s but ends at %s, not %s",
			k+1, describe(f, m.Span), position(f, span.End), position(f, m.End))
	}
	return ""
}

// checkDiagnostic checks what a rule reports for mistakes no fixture
// expectation states: a bad span or message, an undeclared or repeated fix
// key, repeated fix titles, edits outside the file or overlapping.
func (h *harness) checkDiagnostic(t tb, f *syntax.File, fx fixture, d analysis.Diagnostic) {
	t.Helper()
	where := fx.path
	if d.Span.Start < 0 || d.Span.End < d.Span.Start || d.Span.End > len(f.Src) {
		t.Errorf("%s: %s diagnostic span [%d,%d) is outside the file (%d bytes)", where, h.rule.ID, d.Span.Start, d.Span.End, len(f.Src))
		return
	}
	where += ":" + describe(f, d.Span)
	if d.RuleID != h.rule.ID {
		t.Errorf("%s: diagnostic of rule %s from rule %s", where, d.RuleID, h.rule.ID)
	}
	if strings.TrimSpace(d.Message) == "" || strings.Contains(d.Message, "%!") {
		t.Errorf("%s: bad message %q (check the arguments of Reportf against the rule's Message)", where, d.Message)
	}
	keys, titles := map[string]bool{}, map[string]bool{}
	for _, fix := range d.Fixes {
		switch {
		case !declared(h.rule, fix.Key):
			t.Errorf("%s: fix key %q is not in %s's FixKeys %v", where, fix.Key, h.rule.ID, h.rule.FixKeys)
		case keys[fix.Key]:
			t.Errorf("%s: two fixes with the key %s", where, fix.Key)
		}
		keys[fix.Key] = true
		switch {
		case strings.TrimSpace(fix.Title) == "":
			t.Errorf("%s: fix %s has no title", where, fix.Key)
		case titles[fix.Title]:
			t.Errorf("%s: two fixes titled %q", where, fix.Title)
		}
		titles[fix.Title] = true
		if len(fix.Edits) == 0 {
			t.Errorf("%s: fix %s has no edits", where, fix.Key)
		}
		for _, e := range fix.Edits {
			if e.Path != "" && e.Path != fx.path {
				t.Errorf("%s: fix %s edits %s, outside the fixture", where, fix.Key, e.Path)
			}
		}
		if err := analysis.ValidateEdits(f.Src, fix.Edits); err != nil {
			t.Errorf("%s: fix %s: %v", where, fix.Key, err)
		}
	}
}

func declared(r *analysis.Rule, key string) bool {
	for _, k := range r.FixKeys {
		if k == key {
			return true
		}
	}
	return false
}

// describe shows a span as line:column-line:column and its text, the
// middle of a long text elided.
func describe(f *syntax.File, span syntax.Span) string {
	if span.Start < 0 || span.End < span.Start || span.End > len(f.Src) {
		return fmt.Sprintf("[%d,%d) (outside the file)", span.Start, span.End)
	}
	text := []rune(f.Text(span))
	if len(text) > maxShown {
		text = append(append(text[:maxShown/2:maxShown/2], []rune(" … ")...), text[len(text)-maxShown/2:]...)
	}
	return fmt.Sprintf("%s-%s %q", position(f, span.Start), position(f, span.End), string(text))
}

// maxShown is how many characters of a span's text a failure shows.
const maxShown = 60

// position shows a byte offset as line:column.
func position(f *syntax.File, off int) string {
	l, c := f.Lines.Position(off)
	return fmt.Sprintf("%d:%d", l, c)
}

func listDiags(f *syntax.File, diags []analysis.Diagnostic) string {
	if len(diags) == 0 {
		return "none"
	}
	var parts []string
	for _, d := range diags {
		parts = append(parts, describe(f, d.Span))
	}
	return strings.Join(parts, ", ")
}

// chooseKey picks the key to apply: the case's key.txt, which the
// diagnostic must offer, else the diagnostic's only key.
func chooseKey(t tb, caseDir string, keys []string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(caseDir, "key.txt"))
	if err == nil {
		k := strings.TrimSpace(string(b))
		for _, have := range keys {
			if have == k {
				return k
			}
		}
		t.Fatalf("%s: key %q not offered; the diagnostic offers %v", caseDir, k, keys)
	}
	if !os.IsNotExist(err) {
		t.Fatalf("%v", err)
	}
	switch len(keys) {
	case 0:
		t.Fatalf("%s: the diagnostic offers no fix", caseDir)
	case 1:
		return keys[0]
	}
	t.Fatalf("%s: the diagnostic offers several keys %v; name one in key.txt", caseDir, keys)
	return ""
}

// hasFix applies the fix of the rule's diagnostic at the first marker of
// current.al and compares the result with expected.al.
func (h *harness) hasFix(t tb, caseDir string) {
	t.Helper()
	fx := h.load(t, filepath.Join(caseDir, "current.al"))
	f, diags := h.analyze(t, fx, false)
	if len(fx.markers) == 0 {
		t.Fatalf("%s: current.al needs a marker", caseDir)
	}
	var target *analysis.Diagnostic
	for i := range diags {
		if h.at(diags[i].Span, fx.markers[0]) {
			target = &diags[i]
			break
		}
	}
	if target == nil {
		t.Fatalf("%s: no %s diagnostic at the first marker %s%s; got %s", caseDir, h.rule.ID, describe(f, fx.markers[0].Span),
			h.wanted(f, fx.markers[0]), listDiags(f, diags))
	}
	key := chooseKey(t, caseDir, target.FixKeys())
	h.fixed[key] = true
	fix, _ := target.FixByKey(key)
	out, err := analysis.ApplyFix(map[string][]byte{fx.path: fx.src}, fix, fx.path)
	if err != nil {
		t.Fatalf("%s: %v", caseDir, err)
	}
	h.compareExpected(t, caseDir, fx, out[fx.path])
}

// hasFixAll runs FixAll at document scope over current.al with the key of
// the first diagnostic's fix (or key.txt), expects a diagnostic at every
// marker before and none fixable after, and compares the result with
// expected.al.
func (h *harness) hasFixAll(t tb, caseDir string) {
	t.Helper()
	fx := h.load(t, filepath.Join(caseDir, "current.al"))
	_, diags := h.analyze(t, fx, false)
	if len(diags) == 0 {
		t.Fatalf("%s: no %s diagnostics", caseDir, h.rule.ID)
	}
	key := chooseKey(t, caseDir, diags[0].FixKeys())
	res, err := analysis.FixAll(context.Background(), analysis.FixAllRequest{
		Rule: h.enabled(), Key: key, Files: map[string][]byte{fx.path: fx.src}, Config: fx.cfg,
	})
	if err != nil {
		t.Fatalf("%s: FixAll: %v", caseDir, err)
	}
	for _, e := range res.AnalyzerErrors {
		t.Errorf("%s: FixAll: rule %s failed: %s", caseDir, e.RuleID, e.Message)
	}
	for _, d := range res.Unfixed {
		if _, ok := d.FixByKey(key); ok {
			t.Errorf("%s: FixAll left a fixable diagnostic at %d: %s", caseDir, d.Span.Start, d.Message)
		}
	}
	got, ok := res.Changed[fx.path]
	if !ok {
		got = fx.src
	}
	h.compareExpected(t, caseDir, fx, got)
}

// compareExpected checks a fixed source: it must parse cleanly, keep the
// fixture's byte-order mark and line-break style, and equal expected.al
// byte for byte (rewritten under -update).
func (h *harness) compareExpected(t tb, caseDir string, fx fixture, got []byte) {
	t.Helper()
	f := syntax.Parse(fx.path, got, analysis.ParseOptions(fx.cfg))
	for _, e := range f.Errors {
		line, col := f.Lines.Position(e.Span.Start)
		t.Errorf("%s: the fixed text has a syntax error at %d:%d: %s\n%s", caseDir, line, col, e.Msg, got)
	}
	if bytes.HasPrefix(fx.src, utf8BOM) && !bytes.HasPrefix(got, utf8BOM) {
		t.Errorf("%s: the fix lost the byte-order mark", caseDir)
	}
	if style := lineBreaks(fx.src); style != "" && style != "mixed" {
		if have := lineBreaks(got); have != style && have != "" {
			t.Errorf("%s: the fixture's line breaks are %s but the fixed text's are %s", caseDir, style, have)
		}
	}
	expPath := filepath.Join(caseDir, "expected.al")
	if h.update {
		if err := os.WriteFile(expPath, got, 0o644); err != nil {
			t.Fatalf("%v", err)
		}
		return
	}
	want, err := os.ReadFile(expPath)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		note := ""
		if bytes.Equal(bytes.ReplaceAll(got, []byte("\r\n"), []byte("\n")), bytes.ReplaceAll(want, []byte("\r\n"), []byte("\n"))) {
			note = " (only line endings differ)"
		}
		t.Errorf("%s: fixed text differs from expected.al%s:\n%s", caseDir, note,
			udiff.Unified("expected.al", "fixed", visibleCR(want), visibleCR(got)))
	}
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// lineBreaks names the line-break style of b: "LF", "CRLF", "CR",
// "mixed", or "" when b has no line break.
func lineBreaks(b []byte) string {
	crlf := bytes.Count(b, []byte("\r\n"))
	lf := bytes.Count(b, []byte("\n")) - crlf
	cr := bytes.Count(b, []byte("\r")) - crlf
	var styles []string
	for _, s := range []struct {
		name string
		n    int
	}{{"CRLF", crlf}, {"LF", lf}, {"CR", cr}} {
		if s.n > 0 {
			styles = append(styles, s.name)
		}
	}
	sort.Strings(styles)
	switch len(styles) {
	case 0:
		return ""
	case 1:
		return styles[0]
	}
	return "mixed"
}

// visibleCR shows carriage returns in a diff.
func visibleCR(b []byte) string { return strings.ReplaceAll(string(b), "\r", `\r`) }
