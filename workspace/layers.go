package workspace

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/packages"
	"github.com/alfix/alfix/al/project"
	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/internal/fspath"
)

// Layered source trees: a repository may keep one app in several layers,
// a base layer holding the project (its app.json and most files) and
// country or region layers holding only the files that replace or add to
// the base's, at the same path relative to the layer's folder. BCApps does
// this under src/Layers: W1 is the base, src/Layers/DE/BaseApp holds the
// German files of src/Layers/W1/BaseApp, and its build composes a view per
// country (the layers in order, later ones replacing earlier ones' files by
// case-insensitive relative path) before compiling the country's apps
// against it.
//
// The rule alfix applies, found from the tree and never from a fixed path:
//
//   - a source dependency at L/B/rel (rel not empty) is layered when the
//     project depending on it lies at P/K/X/... where P is L's parent, K
//     any folder (the layers' own folder L, or a sibling such as src/Apps)
//     and L/X is a layer folder other than B;
//   - the layers composing X's view are read from L/.config/views_config.json
//     when it exists (each layer names its baseLayer; the chain must reach
//     B), else they are B and X;
//   - a layer takes part when it has a folder at rel holding .al files and
//     no app.json of its own (a folder with app.json is a project, not an
//     overlay); files X's L/X/.layer/excluded_view_files.json lists leave
//     the view;
//   - the view's declarations are the base project's, with every layer's
//     files replacing or adding by relative path, under the base project's
//     manifest.
//
// A dependency that is not layered resolves as before. The composed module
// is cached by a digest over the base module's hash and every overlay
// file's path, size and modification time, so the base's declarations are
// read once however many country apps use a view.

// maxLayerChain bounds the layers of one view (a hostile config may loop).
const maxLayerChain = 16

// layerView is how a layered source dependency is seen from one project.
type layerView struct {
	root     string   // the layers' folder L
	base     string   // the base layer's folder L/B
	overlays []string // the layers' folders L/Y, in the order they apply
	rel      string   // the dependency's folder relative to L/B
	excluded []string // lower-case slash paths relative to a layer folder
}

// viewEntry is a remembered answer of layerViewFor.
type viewEntry struct {
	at   time.Time
	view *layerView
}

// layerView is layerViewFor, remembered for sourceRescan per dependency
// and dependent: resolving reads views configs and build projects'
// settings, and every call resolves.
func (w *Workspace) layerView(dep, dependent string) *layerView {
	key := dep + "\x00" + dependent
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	e, ok := ds.views[key]
	ds.mu.Unlock()
	if ok && w.depsFresh(e.at, sourceRescan) {
		return e.view
	}
	v := layerViewFor(dep, dependent, w.buildProjects)
	ds.mu.Lock()
	ds.views[key] = viewEntry{at: time.Now(), view: v}
	ds.mu.Unlock()
	return v
}

// layerViewFor returns the view of the source dependency at dep from the
// project at dependent, or nil when dep is not layered for it.
// projects reads a repository's AL-Go build projects (readBuildProjects,
// or a remembered answer).
func layerViewFor(dep, dependent string, projects func(root string) *buildProjects) *layerView {
	dep, dependent = filepath.Clean(dep), filepath.Clean(dependent)
	if fspath.Within(dep, dependent) {
		return nil
	}
	for child, l := dep, filepath.Dir(dep); l != child; child, l = l, filepath.Dir(l) {
		baseDir := child
		baseName := filepath.Base(baseDir)
		rel, err := filepath.Rel(baseDir, dep)
		if err != nil || rel == "." {
			continue
		}
		x := layerOf(l, dependent)
		if x == "" || strings.EqualFold(x, baseName) {
			continue
		}
		x = buildingCountry(l, x, dependent, projects)
		chain, ok := layerChain(l, baseName, x, projects)
		if !ok {
			continue
		}
		v := &layerView{root: l, base: baseDir, rel: rel}
		for _, name := range chain[1:] {
			dir := filepath.Join(l, name, rel)
			if isOverlay(dir) {
				v.overlays = append(v.overlays, filepath.Join(l, name))
			}
		}
		if len(v.overlays) == 0 {
			continue
		}
		v.excluded = excludedViewFiles(filepath.Join(l, x))
		return v
	}
	return nil
}

// buildingCountry returns the layer whose view the project at dependent is
// compiled against when its folder's layer x is a region: in an AL-Go
// repository, a layer that no build project names as its country (BCApps'
// NA, APAC, DACH) is no view of its own (its excluded_view_files.json
// leaves out what each country adds), and the apps below src/Apps/NA are
// built by the projects of the countries (US, MX) that list them in their
// appFolders or testFolders. The first such country by name (each of them
// compiles the app), as its folder under l is spelt; x itself otherwise.
func buildingCountry(l, x, dependent string, projects func(root string) *buildProjects) string {
	root := alGoRoot(l)
	if root == "" {
		return x
	}
	bp := projects(root)
	if bp == nil {
		return x
	}
	if _, country := bp.countries[strings.ToLower(x)]; country {
		return x
	}
	countries := make([]string, 0, len(bp.countries))
	for c := range bp.countries {
		countries = append(countries, c)
	}
	sort.Strings(countries)
	for _, c := range countries {
		if !viewPassesThrough(l, c, x, projects) {
			// A project whose country's view does not contain x (BCApps'
			// "Apps RU" says country w1 while its RU apps need RU's layer)
			// says nothing about x's view.
			continue
		}
		for _, folder := range bp.countries[c] {
			if !fspath.Within(filepath.Clean(folder), dependent) {
				continue
			}
			entries, err := os.ReadDir(l)
			if err != nil {
				return x
			}
			for _, e := range entries {
				if e.IsDir() && strings.EqualFold(e.Name(), c) {
					return e.Name()
				}
			}
		}
	}
	return x
}

// viewPassesThrough reports whether country c's view is composed over layer
// x: x is on c's chain of base layers in l/.config/views_config.json, or,
// without a config, one of the regions c's build projects name.
func viewPassesThrough(l, c, x string, projects func(root string) *buildProjects) bool {
	if strings.EqualFold(c, x) {
		return false
	}
	b, err := os.ReadFile(filepath.Join(l, ".config", "views_config.json"))
	var cfg map[string]*struct {
		BaseLayer string `json:"baseLayer"`
	}
	if err != nil || json.Unmarshal(b, &cfg) != nil {
		return slices.ContainsFunc(regionLayers(l, "", c, projects), func(r string) bool { return strings.EqualFold(r, x) })
	}
	base := func(name string) string {
		for k, v := range cfg {
			if strings.EqualFold(k, name) && v != nil {
				return v.BaseLayer
			}
		}
		return ""
	}
	name := c
	for range maxLayerChain {
		if name = base(name); name == "" {
			return false
		}
		if strings.EqualFold(name, x) {
			return true
		}
	}
	return false
}

// layerOf returns the layer folder name X when dependent lies at
// parent(l)/K/X/... and l/X is a folder; "" otherwise.
func layerOf(l, dependent string) string {
	x := layerName(l, dependent)
	if x == "" || !isLayerFolder(l, x) {
		return ""
	}
	return x
}

// layerName returns the folder name X when dependent lies at
// parent(l)/K/X/..., without asking whether l/X exists; "" otherwise.
func layerName(l, dependent string) string {
	rel, err := filepath.Rel(filepath.Dir(l), dependent)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return ""
	}
	parts := strings.Split(rel, string(filepath.Separator))
	if len(parts) < 2 {
		return ""
	}
	return parts[1]
}

// isLayerFolder reports whether l/x is a folder.
func isLayerFolder(l, x string) bool {
	fi, err := os.Stat(filepath.Join(l, x))
	return err == nil && fi.IsDir()
}

// layerChain returns the layers of x's view, base first: from
// l/.config/views_config.json when it can be read, else, inside an AL-Go
// repository (alGoRoot), base, the regions x's build projects name
// (regionLayers) and x. The second result is false when the config does
// not lead x's view to base, and when l is in no AL-Go repository: folders
// elsewhere that happen to hold the same app (two test folders under /tmp,
// copies of a project side by side) are never layers of each other.
func layerChain(l, base, x string, projects func(root string) *buildProjects) ([]string, bool) {
	b, err := os.ReadFile(filepath.Join(l, ".config", "views_config.json"))
	var cfg map[string]*struct {
		BaseLayer string `json:"baseLayer"`
	}
	if err != nil || json.Unmarshal(b, &cfg) != nil {
		if alGoRoot(l) == "" {
			return nil, false
		}
		chain := []string{base}
		chain = append(chain, regionLayers(l, base, x, projects)...)
		return append(chain, x), true
	}
	lookup := func(name string) (string, bool) {
		for k, v := range cfg {
			if strings.EqualFold(k, name) {
				if v == nil {
					return "", true
				}
				return v.BaseLayer, true
			}
		}
		return "", false
	}
	var chain []string
	for name := x; name != ""; {
		if len(chain) == maxLayerChain || slices.ContainsFunc(chain, func(c string) bool { return strings.EqualFold(c, name) }) {
			return nil, false
		}
		chain = append(chain, name)
		next, ok := lookup(name)
		if !ok {
			return nil, false
		}
		name = next
	}
	slices.Reverse(chain)
	if !strings.EqualFold(chain[0], base) {
		return nil, false
	}
	chain[0] = base
	return chain, true
}

// isOverlay reports whether dir is a folder without an app.json holding at
// least one .al file.
func isOverlay(dir string) bool {
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() {
		return false
	}
	if _, err := os.Stat(filepath.Join(dir, "app.json")); err == nil {
		return false
	}
	return len(sourceFiles(dir)) > 0
}

// excludedViewFiles reads a layer's list of files left out of its view
// (paths relative to a layer folder, either separator); nil when absent or
// unreadable.
func excludedViewFiles(layer string) []string {
	b, err := os.ReadFile(filepath.Join(layer, ".layer", "excluded_view_files.json"))
	if err != nil {
		return nil
	}
	var list []string
	if json.Unmarshal(b, &list) != nil {
		return nil
	}
	out := make([]string, 0, len(list))
	for _, p := range list {
		out = append(out, layerKey(p))
	}
	sort.Strings(out)
	return out
}

// layerKey is a path relative to a layer folder as views compare them:
// slash-separated, case-insensitive.
func layerKey(rel string) string {
	return strings.ToLower(strings.ReplaceAll(filepath.ToSlash(rel), `\`, "/"))
}

// composedModule is the declarations of one layered view of a source
// dependency, for one state of its base module and overlay files.
type composedModule struct {
	base  *sourceModule
	view  *layerView
	files [][]string // per overlay, its .al files below rel
	hash  [32]byte   // identifies the composition (see composedModuleFor)

	once sync.Once
	sum  *symbols.Summary
	err  error
}

// composedModuleFor returns the view's module over base, from memory when
// the same composition was made before.
func (w *Workspace) composedModuleFor(base *sourceModule, v *layerView) *composedModule {
	cm := &composedModule{base: base, view: v}
	h := sha256.New()
	h.Write([]byte("layered-view\x00"))
	h.Write(base.hash[:])
	var buf []byte
	for _, o := range v.overlays {
		files := sourceFiles(filepath.Join(o, v.rel))
		cm.files = append(cm.files, files)
		buf = append(buf[:0], 0)
		buf = append(buf, o...)
		h.Write(buf)
		for _, f := range files {
			buf = append(buf[:0], f...)
			if fi, err := os.Stat(f); err == nil {
				buf = binary.AppendVarint(buf, fi.Size())
				buf = binary.AppendVarint(buf, fi.ModTime().UnixNano())
			}
			h.Write(buf)
		}
	}
	for _, e := range v.excluded {
		h.Write([]byte("\x00x" + e))
	}
	h.Sum(cm.hash[:0])

	ds := &w.deps
	ds.mu.Lock()
	defer ds.mu.Unlock()
	ds.init()
	if old := ds.composed[cm.hash]; old != nil {
		return old
	}
	ds.composed[cm.hash] = cm
	return cm
}

// summary returns the view's declarations: the base module's files, each
// overlay's replacing or adding by relative path, less the excluded ones.
func (cm *composedModule) summary(ctx context.Context, w *Workspace) (*symbols.Summary, error) {
	cm.once.Do(func() {
		base, err := cm.base.summary(ctx, w)
		if err != nil || base == nil {
			cm.err = err
			return
		}
		byKey := map[string]*symbols.FileSymbols{}
		var order []string
		put := func(layer string, fs *symbols.FileSymbols) {
			rel, err := filepath.Rel(layer, fs.File)
			if err != nil {
				return
			}
			k := layerKey(rel)
			if _, ok := byKey[k]; !ok {
				order = append(order, k)
			}
			byKey[k] = fs
		}
		for _, fs := range base.Files {
			put(cm.view.base, fs)
		}
		for i, o := range cm.view.overlays {
			for _, fs := range w.sourceFileSymbols(context.Background(), cm.files[i], cm.base.cfg) {
				if fs != nil {
					put(o, fs)
				}
			}
		}
		files := make([]*symbols.FileSymbols, 0, len(order))
		for _, k := range order {
			if _, gone := slices.BinarySearch(cm.view.excluded, k); !gone {
				files = append(files, byKey[k])
			}
		}
		cm.sum = symbols.BuildApp(packages.FromProject(cm.base.cfg.Manifest).Info(), files, nil)
	})
	return cm.sum, cm.err
}

// maxBuildProjects bounds the AL-Go project settings read for one layers
// folder.
const maxBuildProjects = 500

// buildProjects is what a repository's AL-Go build projects say about
// countries: every project's country, and the app and test folders of the
// projects of each (absolute; keys lower case).
type buildProjects struct {
	countries map[string][]string

	// regions remembers regionLayers' answers for these projects, by
	// layers folder, base and layer: whole BCApps asks them for every
	// project and each of its source dependencies (12 of its 125 CPU-s,
	// 2026-12-07), and the answer lives as long as these projects are
	// remembered (sourceRescan).
	mu      sync.Mutex
	regions map[string][]string
}

// buildEntry is a remembered readBuildProjects answer.
type buildEntry struct {
	at       time.Time
	projects *buildProjects
}

// buildProjects is readBuildProjects, remembered for sourceRescan per
// repository root (every dependency of every project asks).
func (w *Workspace) buildProjects(root string) *buildProjects {
	ds := &w.deps
	ds.mu.Lock()
	ds.init()
	e, ok := ds.builds[root]
	ds.mu.Unlock()
	if ok && w.depsFresh(e.at, sourceRescan) {
		return e.projects
	}
	bp := readBuildProjects(root)
	ds.mu.Lock()
	ds.builds[root] = buildEntry{at: time.Now(), projects: bp}
	ds.mu.Unlock()
	return bp
}

// readBuildProjects reads the AL-Go build projects below root: folders
// with .AL-Go/settings.json at most three folders down (at most
// maxBuildProjects of them); unreadable settings are skipped.
func readBuildProjects(root string) *buildProjects {
	type settings struct {
		Country     string   `json:"country"`
		AppFolders  []string `json:"appFolders"`
		TestFolders []string `json:"testFolders"`
	}
	var found []string
	for _, pattern := range []string{"*", "*/*", "*/*/*"} {
		m, _ := filepath.Glob(filepath.Join(root, pattern, ".AL-Go", "settings.json"))
		found = append(found, m...)
	}
	if len(found) > maxBuildProjects {
		found = found[:maxBuildProjects]
	}
	bp := &buildProjects{countries: map[string][]string{}}
	for _, f := range found {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		var st settings
		if json.Unmarshal(b, &st) != nil || st.Country == "" {
			continue
		}
		k := strings.ToLower(st.Country)
		folders := bp.countries[k]
		projectDir := filepath.Dir(filepath.Dir(f))
		for _, folder := range append(st.AppFolders, st.TestFolders...) {
			folders = append(folders, filepath.Join(projectDir, filepath.FromSlash(strings.ReplaceAll(folder, `\`, "/"))))
		}
		bp.countries[k] = folders
	}
	return bp
}

// regionLayers returns, sorted, the layers between base and x when the
// repository does not say so in a views config: an AL-Go build project
// (a folder with .AL-Go/settings.json, at most three folders below the
// repository's root, the folder holding .github/AL-Go-Settings.json) whose
// "country" is x lists app or test folders at parent(l)/K/R/... for a
// layer R that is neither base, x, nor any build project's country. That
// is how BCApps' country projects name their region (Apps DE builds
// src/Apps/DACH/...; no project's country is DACH).
func regionLayers(l, base, x string, projects func(root string) *buildProjects) []string {
	root := alGoRoot(l)
	if root == "" {
		return nil
	}
	bp := projects(root)
	if bp == nil {
		return nil
	}
	key := l + "\x00" + base + "\x00" + x
	bp.mu.Lock()
	out, ok := bp.regions[key]
	bp.mu.Unlock()
	if ok {
		return out
	}
	out = bp.regionLayers(l, base, x)
	bp.mu.Lock()
	if bp.regions == nil {
		bp.regions = map[string][]string{}
	}
	bp.regions[key] = out
	bp.mu.Unlock()
	return out
}

// regionLayers is regionLayers for the build projects of l's repository;
// the slice returned is shared (clipped: appending copies it).
func (bp *buildProjects) regionLayers(l, base, x string) []string {
	// A country's projects build thousands of folders from a few dozen
	// layers: each layer name is asked about (a stat) once.
	seen := map[string]bool{}  // layers taken, by lower-case name
	asked := map[string]bool{} // names as spelled whose folder was looked for
	var out []string
	for _, folder := range bp.countries[strings.ToLower(x)] {
		r := layerName(l, folder)
		k := strings.ToLower(r)
		if _, country := bp.countries[k]; r == "" || seen[k] || asked[r] || country || strings.EqualFold(r, base) || strings.EqualFold(r, x) {
			continue
		}
		asked[r] = true
		if isLayerFolder(l, r) {
			seen[k] = true
			out = append(out, r)
		}
	}
	sort.Strings(out)
	return slices.Clip(out)
}

// alGoRoot returns the nearest folder above l that holds
// .github/AL-Go-Settings.json (an AL-Go repository's root), or "".
func alGoRoot(l string) string {
	for dir := filepath.Dir(l); ; dir = filepath.Dir(dir) {
		if fi, err := os.Stat(filepath.Join(dir, ".github", "AL-Go-Settings.json")); err == nil && fi.Mode().IsRegular() {
			return dir
		}
		if filepath.Dir(dir) == dir {
			return ""
		}
	}
}

// overlayBase returns the project folder a layered project is composed
// over, or "": a project at L/X/rel (with its own app.json) whose layer
// folder L has another layer S holding a project of the same app (its
// app.json's id) at L/S/rel that starts X's view (BCApps' src/Layers/IN/DemoTool over src/Layers/W1/DemoTool).
// The base is the layer views_config.json leads X's view from; without a
// config, the sibling project holding the most .al files, and more than
// the project itself (a base layer carries every file, a layer over it only
// those it changes or adds). The build compiles such a project from S's
// files with X's replacing and adding to them; alfix does not compose a
// project's own files, so the caller marks the base as a missing layer and
// the checks that need every declaration stay silent instead of reporting
// what the base declares. Only the four folders above the project are
// looked at. Manifests are read through cache (nil: read every time).
func overlayBase(dir string, projects func(root string) *buildProjects, cache *project.ALGoCache) string {
	dir = filepath.Clean(dir)
	own := -1
	child, l := dir, filepath.Dir(dir)
	for range 4 {
		if l == child {
			break
		}
		rel, err := filepath.Rel(l, dir)
		if err != nil {
			return ""
		}
		if x, rest, ok := strings.Cut(rel, string(filepath.Separator)); ok {
			if base := overlayBaseIn(l, x, rest, dir, &own, projects, cache); base != "" {
				return base
			}
		}
		child, l = l, filepath.Dir(l)
	}
	return ""
}

// overlayBaseIn is overlayBase for one layer folder l, the project's layer
// x and its path rest below it; own caches the project's .al file count.
func overlayBaseIn(l, x, rest, dir string, own *int, projects func(root string) *buildProjects, cache *project.ALGoCache) string {
	entries, err := os.ReadDir(l)
	if err != nil {
		return ""
	}
	self, err := project.LoadManifestCached(dir, cache)
	if err != nil || self.ID == "" {
		return ""
	}
	best, bestFiles := "", 0
	for _, e := range entries {
		s := e.Name()
		if !e.IsDir() || strings.EqualFold(s, x) {
			continue
		}
		base := filepath.Join(l, s, rest)
		if _, err := os.Stat(filepath.Join(base, "app.json")); err != nil {
			continue
		}
		// The same app in another layer, not another app beside it.
		if m, err := project.LoadManifestCached(base, cache); err != nil || !strings.EqualFold(m.ID, self.ID) {
			continue
		}
		chain, ok := layerChain(l, s, x, projects)
		if !ok || len(chain) < 2 || !strings.EqualFold(chain[0], s) || !strings.EqualFold(chain[len(chain)-1], x) {
			continue
		}
		if n := len(sourceFiles(base)); n > bestFiles {
			best, bestFiles = base, n
		}
	}
	if best == "" {
		return ""
	}
	if *own < 0 {
		*own = len(sourceFiles(dir))
	}
	if bestFiles <= *own {
		return ""
	}
	return best
}
