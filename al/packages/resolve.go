package packages

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/alfix/alfix/al/symbols"
	"github.com/alfix/alfix/internal/filekind"
)

// Candidate is an app that can satisfy a dependency: a package of a
// package folder or a source project of the workspace.
type Candidate struct {
	Manifest Manifest
	// Origin is FromPackage, RuntimePackage or FromProject.
	Origin symbols.Origin
	// Location is the package file or the project folder.
	Location string
}

// Request is the input of Resolve.
type Request struct {
	// Project is the manifest of the project whose dependencies are
	// resolved.
	Project Manifest
	// Packages are the packages of the project's package folders.
	Packages []Candidate
	// Projects are the workspace's source projects (the project itself may
	// be among them; it is never its own dependency).
	Projects []Candidate
	// Folders name the package folders searched, for messages.
	Folders []string
}

// Resolution is the outcome of Resolve.
type Resolution struct {
	// Dependencies are every app the project needs, Direct ones first in
	// the order the manifest implies them (declared dependencies, then
	// Application or Base Application, then System), then the others in
	// the order they were reached. Symbols and Hash are left for the
	// caller to fill.
	Dependencies []*symbols.Dependency
	// Chosen holds the candidate picked for each dependency (nil when
	// missing), index for index.
	Chosen []*Candidate
}

// Resolve resolves a project's dependencies as the AL compiler does:
//
//   - the manifest's dependencies, matched by id, or by name and publisher
//     when either side has no id (old manifests, runtime packages known
//     only by their file name);
//   - the implicit references: System for "platform" (always: every app
//     needs the platform's symbols), and for "application" the Application
//     app, or Base Application when no Application app is found;
//   - the dependencies of every dependency, recursively: Propagated when
//     they come through apps that propagate their dependencies
//     (propagateDependencies) from a Direct or Propagated one, Transitive
//     otherwise;
//   - a source project of the workspace with the app's id wins over any
//     package; among packages the highest version at or above every
//     minimum version asked for wins, a package with symbols over a runtime
//     package of the same version. A package below the minimum version
//     leaves the dependency missing (the compiler refuses it), and the
//     Problem says which version was found. A source project below the
//     minimum version is used, with a Problem.
//
// Resolve reads nothing: candidates come from Scan and the workspace.
func Resolve(req Request) Resolution {
	r := &resolver{req: req, byKey: map[string]int{}}
	root := req.Project
	for _, d := range root.Dependencies {
		r.need(d, symbols.Direct)
	}
	if root.Application != "" && !r.declares(ApplicationApp) && !r.declares(BaseApplicationApp) {
		app := ApplicationApp
		if r.find(ApplicationApp) == nil && r.find(BaseApplicationApp) != nil {
			app = BaseApplicationApp
		}
		app.Version = root.Application
		r.need(app, symbols.Direct)
	}
	if !SystemApp.Same(root.App) && !r.declares(SystemApp) {
		sys := SystemApp
		sys.Version = root.Platform
		r.need(sys, symbols.Direct)
	}
	// Breadth first; a dependency reached again through a better path gets
	// the better reach and passes it on.
	for changed := true; changed; {
		changed = false
		for i := 0; i < len(r.deps); i++ {
			c := r.chosen[i]
			if c == nil || r.expanded[i] == r.deps[i].Reach+1 {
				continue
			}
			r.expanded[i] = r.deps[i].Reach + 1
			childReach := symbols.Transitive
			if c.Manifest.PropagateDependencies && r.deps[i].Reach != symbols.Transitive {
				childReach = symbols.Propagated
			}
			for _, d := range r.implied(c.Manifest) {
				if r.need(d, childReach) {
					changed = true
				}
			}
		}
	}
	return Resolution{Dependencies: r.deps, Chosen: r.chosen}
}

type resolver struct {
	req      Request
	deps     []*symbols.Dependency
	chosen   []*Candidate
	expanded []symbols.Reach // reach+1 the dependency's own dependencies were last expanded with
	byKey    map[string]int
}

// implied lists the dependencies of a dependency's manifest: its declared
// ones, System, and Application when it names an application version.
func (r *resolver) implied(m Manifest) []symbols.App {
	out := append([]symbols.App(nil), m.Dependencies...)
	has := func(a symbols.App) bool {
		for _, d := range out {
			if d.Same(a) {
				return true
			}
		}
		return false
	}
	if m.Application != "" && !has(ApplicationApp) && !has(BaseApplicationApp) && !ApplicationApp.Same(m.App) {
		app := ApplicationApp
		if r.find(ApplicationApp) == nil && r.find(BaseApplicationApp) != nil {
			app = BaseApplicationApp
		}
		app.Version = m.Application
		out = append(out, app)
	}
	if !SystemApp.Same(m.App) && !has(SystemApp) {
		sys := SystemApp
		sys.Version = m.Platform
		out = append(out, sys)
	}
	return out
}

// declares reports whether the project's manifest declares app itself.
func (r *resolver) declares(app symbols.App) bool {
	for _, d := range r.req.Project.Dependencies {
		if d.Same(app) {
			return true
		}
	}
	return false
}

func appKey(a symbols.App) string {
	if id := symbols.NormalizeAppID(a.ID); id != "" {
		return "id:" + id
	}
	return "name:" + strings.ToLower(a.Publisher) + "\x00" + strings.ToLower(a.Name)
}

// need records that app (with its minimum version) is needed with reach;
// it reports whether anything changed.
func (r *resolver) need(app symbols.App, reach symbols.Reach) bool {
	if app.Same(r.req.Project.App) {
		return false
	}
	i, seen := r.lookup(app)
	if seen {
		d := r.deps[i]
		changed := false
		if reach < d.Reach {
			d.Reach = reach
			changed = true
		}
		if CompareVersions(app.Version, d.Declared.Version) > 0 {
			d.Declared.Version = app.Version
			r.choose(i)
			changed = true
		}
		return changed
	}
	d := &symbols.Dependency{Declared: app, App: app, Reach: reach}
	r.deps = append(r.deps, d)
	r.chosen = append(r.chosen, nil)
	r.expanded = append(r.expanded, 0)
	i = len(r.deps) - 1
	r.byKey[appKey(app)] = i
	if app.ID != "" && app.Name != "" {
		r.byKey[appKey(symbols.App{Name: app.Name, Publisher: app.Publisher})] = i
	}
	r.choose(i)
	return true
}

// lookup finds a dependency already recorded for app.
func (r *resolver) lookup(app symbols.App) (int, bool) {
	if i, ok := r.byKey[appKey(app)]; ok {
		return i, true
	}
	for i, d := range r.deps {
		if d.Declared.Same(app) || d.App.Same(app) {
			return i, true
		}
	}
	return 0, false
}

// find returns the candidate that would satisfy app at any version.
func (r *resolver) find(app symbols.App) *Candidate {
	for i := range r.req.Projects {
		if c := &r.req.Projects[i]; c.Manifest.App.Same(app) && !c.Manifest.App.Same(r.req.Project.App) {
			return c
		}
	}
	for i := range r.req.Packages {
		if c := &r.req.Packages[i]; c.Manifest.App.Same(app) {
			return c
		}
	}
	return nil
}

// choose picks the candidate for dependency i under its current minimum
// version.
func (r *resolver) choose(i int) {
	d := r.deps[i]
	want := d.Declared
	d.Problem, d.Location, d.Origin = "", "", symbols.Missing
	r.chosen[i] = nil
	d.App = want
	for k := range r.req.Projects {
		c := &r.req.Projects[k]
		if !c.Manifest.App.Same(want) || c.Manifest.App.Same(r.req.Project.App) {
			continue
		}
		r.take(i, c)
		if want.Version != "" && CompareVersions(c.Manifest.App.Version, want.Version) < 0 {
			d.Problem = fmt.Sprintf("source project version %s is below the required %s", c.Manifest.App.Version, want.Version)
		}
		return
	}
	var best, below *Candidate
	for k := range r.req.Packages {
		c := &r.req.Packages[k]
		if !c.Manifest.App.Same(want) {
			continue
		}
		if CompareVersions(c.Manifest.App.Version, want.Version) < 0 {
			if below == nil || CompareVersions(c.Manifest.App.Version, below.Manifest.App.Version) > 0 {
				below = c
			}
			continue
		}
		if best == nil {
			best = c
			continue
		}
		switch cmp := CompareVersions(c.Manifest.App.Version, best.Manifest.App.Version); {
		case cmp > 0, cmp == 0 && best.Origin == symbols.RuntimePackage && c.Origin == symbols.FromPackage:
			best = c
		}
	}
	switch {
	case best != nil:
		r.take(i, best)
	case below != nil:
		d.Problem = fmt.Sprintf("only version %s found (%s), %s or later is required", below.Manifest.App.Version, below.Location, want.Version)
	default:
		d.Problem = "no package in " + folderList(r.req.Folders) + " and no source project in the workspace"
	}
}

func (r *resolver) take(i int, c *Candidate) {
	d := r.deps[i]
	r.chosen[i] = c
	d.Origin = c.Origin
	d.Location = c.Location
	d.App = c.Manifest.App
	if d.App.ID == "" {
		d.App.ID = d.Declared.ID
	}
	if c.Origin == symbols.RuntimePackage {
		d.Problem = "a runtime package: it holds no readable symbols"
	}
}

func folderList(folders []string) string {
	if len(folders) == 0 {
		return "the package folders"
	}
	return strings.Join(folders, ", ")
}

// CompareVersions compares dotted versions part by part as numbers
// ("24.0.16410.18040"); missing or non-numeric parts count as 0.
func CompareVersions(a, b string) int {
	pa, pb := strings.Split(strings.TrimSpace(a), "."), strings.Split(strings.TrimSpace(b), ".")
	for i := 0; i < max(len(pa), len(pb)); i++ {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// PackageFiles lists the .app files of a package folder (not its
// subfolders), sorted, following symbolic links to files. A folder that
// does not exist gives none and no error. Entries named *.app that are not
// regular files (folders, devices, FIFOs, sockets, symbolic links that
// loop or lead nowhere) are left out, each with a sentence in skipped
// naming it and saying why.
func PackageFiles(dir string) (files, skipped []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil, nil
		}
		return nil, nil, err
	}
	for _, e := range entries {
		if !strings.EqualFold(filepath.Ext(e.Name()), ".app") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		mode := e.Type()
		link := ""
		if mode&fs.ModeSymlink != 0 {
			fi, err := os.Stat(path)
			if err != nil {
				skipped = append(skipped, fmt.Sprintf("%s skipped: a symbolic link that cannot be followed (%v)", path, errors.Unwrap(err)))
				continue
			}
			mode, link = fi.Mode().Type(), "a symbolic link to "
		}
		switch {
		case mode.IsRegular():
			files = append(files, path)
		case mode.IsDir():
			skipped = append(skipped, fmt.Sprintf("%s skipped: %sa folder, not a package file", path, link))
		default:
			skipped = append(skipped, fmt.Sprintf("%s skipped: %s%s, not a regular file", path, link, filekind.Of(mode)))
		}
	}
	sort.Strings(files)
	return files, skipped, nil
}

// ReadCandidate reads the manifest of the package at path.
func ReadCandidate(path string, lim Limits) (Candidate, error) {
	f, err := os.Open(path)
	if err != nil {
		return Candidate{}, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return Candidate{}, err
	}
	p, err := Read(path, f, fi.Size(), Options{Limits: lim, ManifestOnly: true})
	if err != nil {
		return Candidate{}, err
	}
	c := Candidate{Manifest: p.Manifest, Origin: symbols.FromPackage, Location: path}
	if p.Runtime {
		c.Origin = symbols.RuntimePackage
	}
	return c, nil
}
