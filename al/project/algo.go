package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/internal/fspath"
)

// AL-Go for GitHub builds a repository as AL-Go projects. The repository
// settings are .github/AL-Go-Settings.json at the repository's root; each
// AL-Go project is a folder holding .AL-Go/settings.json whose appFolders,
// testFolders and bcptTestFolders name the app folders it builds (paths
// relative to the AL-Go project folder, with wildcards; when all three are
// empty, every folder below the project's holding app.json, sorted into the
// three by its dependencies: autoFolderKind). A project's settings override
// the repository's.

// Paths of AL-Go's settings files: the repository's, relative to the
// repository root, and a project's, relative to the AL-Go project folder
// (slash-separated).
const (
	ALGoRepoSettingsFile    = ".github/AL-Go-Settings.json"
	ALGoProjectSettingsFile = ".AL-Go/settings.json"
	// ALGoCICDSettingsFile is the settings file of AL-Go's CI/CD workflow
	// (named after the workflow, "CI/CD", without the characters a file
	// name cannot hold): its "projects" select the AL-Go projects that
	// workflow builds.
	ALGoCICDSettingsFile = ".github/CICD.settings.json"
)

// alGoProjectDepth is how many folder levels below the repository root
// AL-Go projects are looked for when the repository settings do not list
// them (AL-Go looks at the root and three levels down);
// maxALGoProjects bounds how many are read.
const (
	alGoProjectDepth = 3
	maxALGoProjects  = 500
)

// A FolderKind says how an AL-Go project lists an app folder.
type FolderKind string

// The lists of an AL-Go project's settings.
const (
	AppFolder      FolderKind = "appFolders"
	TestFolder     FolderKind = "testFolders"
	BCPTTestFolder FolderKind = "bcptTestFolders"
)

// An ALGoProject is one AL-Go project of a repository.
type ALGoProject struct {
	Dir      string // the AL-Go project folder (absolute, cleaned)
	Settings string // its .AL-Go/settings.json
	// entries are its appFolders, testFolders and bcptTestFolders as
	// listed, joined to Dir; auto is set when it lists none (AL-Go then
	// builds every folder below Dir holding app.json).
	entries []folderEntry
	auto    bool
	obj     jsonObject // the settings as read
	// Gating is set when the repository's CI/CD workflow builds the
	// project: every project, unless the workflow's settings select some
	// (ALGoRepository.CICDSelects).
	Gating bool
}

// A folderEntry is one entry of an AL-Go project's folder lists.
type folderEntry struct {
	kind FolderKind
	raw  string // as written
	path string // joined to the project folder, cleaned
	glob bool
}

// An ALGoFolder is an app folder an AL-Go project builds.
type ALGoFolder struct {
	Path string
	Kind FolderKind
}

// An ALGoRepository is what an AL-Go repository's settings say about which
// folders it builds.
type ALGoRepository struct {
	Root     string     // the folder holding .github/AL-Go-Settings.json
	Settings string     // that file
	settings jsonObject // as read; nil when it could not be
	// Projects are the AL-Go projects, sorted by folder.
	Projects []ALGoProject
	// Warnings say which settings could not be read and which listed
	// folders lie outside the repository as written, in the order met
	// (Check says which others name no app folder).
	Warnings []string
	// CICDSelects names the file whose "projects" select the AL-Go
	// projects the CI/CD workflow builds ("" when it builds all of them).
	// Only those gate the code (ALGoProject.Gating): a folder only other
	// projects build is never compiled on its own by the workflow that
	// accepts or rejects a change, so a folder of it below a folder a
	// gating project builds is a part of that app (PartsOfEnclosingApps).
	CICDSelects string
	// exact maps the lower-case path of every listed folder without
	// wildcards to its listings.
	exact map[string][]listingRef
	// seen stamps every file and folder the load read or looked for, so
	// that an ALGoCache can tell the repository is unchanged without
	// reading it again (see stampLog).
	seen stampLog
}

type listingRef struct{ project, entry int }

// FindALGoRepository walks up from dir (absolute) to the nearest folder
// holding .github/AL-Go-Settings.json, however deep dir is below it, and
// reads the repository's AL-Go projects. It returns nil when there is none
// (the walk also stops at a folder holding .git without AL-Go settings: the
// repository is not an AL-Go one).
func FindALGoRepository(dir string) *ALGoRepository {
	root := alGoRepoRoot(dir)
	if root == "" {
		return nil
	}
	return LoadALGoRepository(root)
}

// alGoRepoRoot is the folder FindALGoRepository reads; "" when none.
func alGoRepoRoot(dir string) string {
	dir = filepath.Clean(dir)
	for {
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(ALGoRepoSettingsFile))); err == nil {
			return dir
		}
		if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// LoadALGoRepository reads the AL-Go repository at root: the projects the
// repository settings list in "projects" (relative to root), else root
// itself and the folders at most alGoProjectDepth levels below it that
// hold .AL-Go/settings.json; for each, the folder lists. Every file is
// read by readConfigFile, looked up in its folder: a settings file that is
// a symbolic link leading out of its folder is not read. Listed folders
// are resolved against the AL-Go project folder (backslashes read as
// separators); entries that are absolute or lie outside the repository as
// written are dropped with a warning. Which folders they name is decided
// when asked (ListedAs, Check), without listing the repository.
func LoadALGoRepository(root string) *ALGoRepository {
	root = filepath.Clean(root)
	r := &ALGoRepository{Root: root, Settings: filepath.Join(root, filepath.FromSlash(ALGoRepoSettingsFile))}
	r.seen.begin()
	var dirs []string
	r.seen.file(r.Settings)
	obj, err := readObject(r.Settings, root)
	if err != nil {
		r.warnf("AL-Go settings %v: ignored", err)
	}
	r.settings = obj
	if list, ok := obj.strings("projects"); ok && len(list) > 0 {
		for _, p := range list {
			if strings.TrimSpace(p) == "" {
				continue
			}
			d := filepath.Join(root, filepath.FromSlash(strings.ReplaceAll(strings.TrimSpace(p), `\`, "/")))
			if filepath.IsAbs(strings.TrimSpace(p)) || !fspath.Within(root, d) {
				r.warnf("AL-Go project %q in %s lies outside the repository: ignored", p, r.Settings)
				continue
			}
			dirs = append(dirs, d)
		}
	} else {
		dirs = findALGoProjectDirs(root, &r.seen)
	}
	slices.Sort(dirs)
	dirs = slices.Compact(dirs)
	if len(dirs) > maxALGoProjects {
		r.warnf("the repository %s has more than %d AL-Go projects: only the first %d are read", root, maxALGoProjects, maxALGoProjects)
		dirs = dirs[:maxALGoProjects]
	}
	gating := r.readCICDProjects()
	r.exact = map[string][]listingRef{}
	for _, d := range dirs {
		if p, ok := r.readProject(d); ok {
			p.Gating = gating == nil || gating[strings.ToLower(d)]
			for j, e := range p.entries {
				if !e.glob {
					k := strings.ToLower(e.path)
					r.exact[k] = append(r.exact[k], listingRef{len(r.Projects), j})
				}
			}
			r.Projects = append(r.Projects, p)
		}
	}
	return r
}

// readCICDProjects reads which AL-Go projects the CI/CD workflow builds
// from its settings file (ALGoCICDSettingsFile): "projects" at its top and
// in its conditionalSettings that apply on a push (no triggers, or
// "push" among them), relative to the repository root. It returns the
// lower-case project folders, or nil when the file selects none (the
// workflow then builds every project).
func (r *ALGoRepository) readCICDProjects() map[string]bool {
	path := filepath.Join(r.Root, filepath.FromSlash(ALGoCICDSettingsFile))
	r.seen.file(path)
	obj, err := readObject(path, r.Root)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		r.warnf("AL-Go settings %v: ignored", err)
		return nil
	}
	var names []string
	if list, ok := obj.strings("projects"); ok {
		names = append(names, list...)
	}
	conds, _ := obj.objects("conditionalSettings")
	for _, cond := range conds {
		if triggers, ok := cond.strings("triggers"); ok && !slices.ContainsFunc(triggers, func(t string) bool {
			return strings.EqualFold(strings.TrimSpace(t), "push")
		}) {
			continue
		}
		settings, _ := cond.object("settings")
		if list, ok := settings.strings("projects"); ok {
			names = append(names, list...)
		}
	}
	selected := map[string]bool{}
	for _, n := range names {
		rel := filepath.FromSlash(strings.ReplaceAll(strings.TrimSpace(n), `\`, "/"))
		if rel == "" || filepath.IsAbs(rel) {
			continue
		}
		if d := filepath.Join(r.Root, rel); fspath.Within(r.Root, d) {
			selected[strings.ToLower(d)] = true
		}
	}
	if len(selected) == 0 {
		return nil
	}
	r.CICDSelects = path
	return selected
}

// builds reports whether a project that gates the code (ALGoProject.Gating)
// builds dir (ListedAs).
func (r *ALGoRepository) builds(dir string) bool {
	return slices.ContainsFunc(r.ListedAs(dir), func(l ALGoListing) bool { return l.Project.Gating })
}

func (r *ALGoRepository) warnf(format string, args ...any) {
	r.Warnings = append(r.Warnings, fmt.Sprintf(format, args...))
}

// findALGoProjectDirs lists root and the folders at most alGoProjectDepth
// levels below it holding .AL-Go/settings.json, skipped folder names and
// symbolic links left out. It stamps in seen every settings file it looks
// for and every folder it lists.
func findALGoProjectDirs(root string, seen *stampLog) []string {
	var out []string
	var walk func(dir string, depth int)
	walk = func(dir string, depth int) {
		settings := filepath.Join(dir, filepath.FromSlash(ALGoProjectSettingsFile))
		if seen.probe(settings).exists {
			out = append(out, dir)
		}
		if depth == alGoProjectDepth || len(out) > maxALGoProjects {
			return
		}
		seen.probe(dir)
		entries, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range entries {
			if e.IsDir() && !IsSkippedDir(e.Name()) && e.Name() != ".github" && e.Name() != ".AL-Go" {
				walk(filepath.Join(dir, e.Name()), depth+1)
			}
		}
	}
	walk(root, 0)
	return out
}

// readProject reads the AL-Go project at dir.
func (r *ALGoRepository) readProject(dir string) (ALGoProject, bool) {
	p := ALGoProject{Dir: dir, Settings: filepath.Join(dir, filepath.FromSlash(ALGoProjectSettingsFile))}
	r.seen.file(p.Settings)
	obj, err := readObject(p.Settings, dir)
	if err != nil {
		r.warnf("AL-Go settings %v: ignored", err)
		return p, false
	}
	written := 0
	for _, kind := range []FolderKind{AppFolder, TestFolder, BCPTTestFolder} {
		list, _ := obj.strings(string(kind))
		for _, entry := range list {
			if strings.TrimSpace(entry) != "" {
				written++
			}
			rel := filepath.FromSlash(strings.ReplaceAll(strings.TrimSpace(entry), `\`, "/"))
			path := filepath.Join(dir, rel)
			switch {
			case filepath.IsAbs(rel) || strings.HasPrefix(rel, string(filepath.Separator)):
				r.warnf("AL-Go settings %s: %s entry %q is an absolute path: ignored", p.Settings, kind, entry)
			case !fspath.Within(r.Root, path):
				r.warnf("AL-Go settings %s: %s entry %q lies outside the repository: ignored", p.Settings, kind, entry)
			default:
				p.entries = append(p.entries, folderEntry{kind: kind, raw: entry, path: path, glob: hasGlobMeta(rel)})
			}
		}
	}
	p.obj = obj
	// AL-Go finds the apps itself when all three lists are empty or absent.
	p.auto = written == 0
	return p, true
}

// appFolderInside reports whether dir is a folder holding app.json inside
// the repository, also once symbolic links are resolved.
func (r *ALGoRepository) appFolderInside(dir string) bool {
	return IsProjectDir(dir) && fspath.Inside(r.Root, dir) == nil
}

// ListedAs returns, for the folder dir (absolute, cleaned), the AL-Go
// projects that build it and how each lists it, in project order: an entry
// names dir when it is dir's path (ignoring case, as on AL-Go's Windows
// runners) or a wildcard pattern matching it; a project listing no folders
// builds every app folder below its own. dir must hold app.json and lie inside the
// repository, also once symbolic links are resolved.
func (r *ALGoRepository) ListedAs(dir string) []ALGoListing {
	if r == nil {
		return nil
	}
	var out []ALGoListing
	var kinds = make(map[int]FolderKind)
	for _, ref := range r.exact[strings.ToLower(dir)] {
		if _, done := kinds[ref.project]; !done {
			kinds[ref.project] = r.Projects[ref.project].entries[ref.entry].kind
		}
	}
	lower := strings.ToLower(dir)
	for i := range r.Projects {
		p := &r.Projects[i]
		if _, done := kinds[i]; done {
			continue
		}
		if p.auto && dir != p.Dir && fspath.Within(p.Dir, dir) {
			kinds[i] = autoFolderKind(dir)
			continue
		}
		for _, e := range p.entries {
			if e.glob {
				if ok, _ := filepath.Match(strings.ToLower(e.path), lower); ok {
					kinds[i] = e.kind
					break
				}
			}
		}
	}
	if len(kinds) == 0 || !r.appFolderInside(dir) {
		return nil
	}
	for i := range r.Projects {
		if k, ok := kinds[i]; ok {
			out = append(out, ALGoListing{Project: &r.Projects[i], Kind: k})
		}
	}
	return out
}

// Check resolves every entry of every AL-Go project's folder lists on disk
// and says which name no app folder: missing, not a folder, without
// app.json, or leading out of the repository through a symbolic link. It
// reads the file system; LoadALGoRepository does not.
func (r *ALGoRepository) Check() []string {
	var out []string
	for i := range r.Projects {
		p := &r.Projects[i]
		for _, e := range p.entries {
			out = append(out, r.resolveFolder(p, e)...)
		}
	}
	return out
}

// resolveFolder resolves one entry of a project's folder lists and says
// why it names no app folder, or which folder a pattern matches leads out
// of the repository; nil when nothing is wrong.
func (r *ALGoRepository) resolveFolder(p *ALGoProject, e folderEntry) []string {
	var candidates []string
	if e.glob {
		m, err := filepath.Glob(e.path)
		if err != nil {
			return []string{fmt.Sprintf("AL-Go settings %s: %s entry %q is not a valid pattern", p.Settings, e.kind, e.raw)}
		}
		candidates = m
		if len(m) == 0 {
			return []string{fmt.Sprintf("AL-Go settings %s: %s entry %q matches no folder", p.Settings, e.kind, e.raw)}
		}
	} else {
		path := e.path
		if _, err := os.Lstat(path); err != nil {
			if alt, ok := caseInsensitivePath(r.Root, path); ok {
				path = alt
			}
		}
		candidates = []string{path}
	}
	var out []string
	for _, c := range candidates {
		switch err := fspath.Inside(r.Root, c); {
		case err == nil:
		case errors.Is(err, fspath.ErrLinkEscapes), errors.Is(err, fspath.ErrOutside):
			out = append(out, fmt.Sprintf("AL-Go settings %s: %s entry %q leads out of the repository through a symbolic link: ignored", p.Settings, e.kind, e.raw))
			continue
		default:
			out = append(out, fmt.Sprintf("AL-Go settings %s: %s entry %q does not exist", p.Settings, e.kind, e.raw))
			continue
		}
		fi, err := os.Stat(c)
		switch {
		case e.glob && (err != nil || !fi.IsDir() || !IsProjectDir(c)):
			// A pattern may match other files and folders.
		case errors.Is(err, fs.ErrNotExist):
			out = append(out, fmt.Sprintf("AL-Go settings %s: %s entry %q does not exist", p.Settings, e.kind, e.raw))
		case err != nil || !fi.IsDir():
			out = append(out, fmt.Sprintf("AL-Go settings %s: %s entry %q is not a folder", p.Settings, e.kind, e.raw))
		case !IsProjectDir(c):
			out = append(out, fmt.Sprintf("AL-Go settings %s: %s entry %q holds no app.json", p.Settings, e.kind, e.raw))
		}
	}
	return out
}

// Ids of Microsoft's test toolkit apps, by which AL-Go sorts the apps of
// a project that lists no folders: a dependency on the Performance Toolkit
// makes a performance test app (bcptTestFolders); on the test runner, the
// permissions mock, Any, Library Assert, Library Variable Storage or the
// test libraries a test app (testFolders). Compared as AL-Go compares them,
// exactly.
var (
	performanceToolkitAppIDs = []string{"75f1590f-55c5-4501-ae63-bada5534e852"}
	testToolkitAppIDs        = []string{
		"40860557-a18d-42ad-aecb-22b7dd80dc80", // Permissions Mock
		"23de40a6-dfe8-4f80-80db-d70f83ce8caf", // Test Runner
		"e7320ebb-08b3-4406-b1ec-b4927d3e280b", // Any
		"dd0be2ea-f733-4d65-bb34-a28f4624fb14", // Library Assert
		"5095f467-0a01-4b99-99d1-9ff1237d286f", // Library Variable Storage
		"9856ae4f-d1a7-46ef-89bb-6ef056398228", // System Application Test Library
		"5d86850b-0d76-4eca-bd7b-951ad998e997", // Tests-TestLibraries
	}
)

// autoFolderKind is how AL-Go builds the app folder dir of a project that
// lists no folders (every folder below the project's holding app.json, at
// any depth): by its manifest's dependencies. An unreadable manifest makes
// an app folder.
func autoFolderKind(dir string) FolderKind {
	m, err := LoadManifest(dir)
	if err != nil {
		return AppFolder
	}
	kind := AppFolder
	for _, d := range m.Dependencies {
		switch {
		case slices.Contains(performanceToolkitAppIDs, d.ID):
			return BCPTTestFolder
		case slices.Contains(testToolkitAppIDs, d.ID):
			kind = TestFolder
		}
	}
	return kind
}

// hasGlobMeta reports whether a path holds wildcard characters.
func hasGlobMeta(p string) bool { return strings.ContainsAny(p, "*?[") }

// caseInsensitivePath finds the existing path below root that matches path
// (below root) ignoring case, segment by segment; ok is false when a
// segment matches nothing or several names.
func caseInsensitivePath(root, path string) (string, bool) {
	rel, err := filepath.Rel(root, path)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return "", false
	}
	dir := root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		if _, err := os.Lstat(filepath.Join(dir, part)); err == nil {
			dir = filepath.Join(dir, part)
			continue
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			return "", false
		}
		match := ""
		for _, e := range entries {
			if strings.EqualFold(e.Name(), part) {
				if match != "" {
					return "", false
				}
				match = e.Name()
			}
		}
		if match == "" {
			return "", false
		}
		dir = filepath.Join(dir, match)
	}
	return dir, true
}

// An ALGoListing is an AL-Go project building an app folder.
type ALGoListing struct {
	Project *ALGoProject
	Kind    FolderKind
}

// enclosingListed returns the nearest folder strictly above dir, inside
// the repository, that a gating AL-Go project builds (builds); "" when
// there is none.
func (r *ALGoRepository) enclosingListed(dir string) string {
	for d := filepath.Dir(dir); d != dir && fspath.Within(r.Root, d); dir, d = d, filepath.Dir(d) {
		if r.builds(d) {
			return d
		}
	}
	return ""
}

// PartsOfEnclosingApps returns, among projects (absolute, cleaned project
// folders), those that are a part of an enclosing app rather than an app of
// their own, each with the enclosing app folder: a project folder inside an
// AL-Go repository whose gating AL-Go projects (those the CI/CD workflow
// builds: ALGoProject.Gating) build a folder enclosing it but do not
// build the folder itself. alc compiles every .al file below the folder
// it is given, so such a folder's files are compiled into the enclosing
// app (Base Application's Modules) and the folder is never built on its
// own. Outside AL-Go repositories nothing is a part: every folder holding
// app.json is a project. Each repository is read once.
func PartsOfEnclosingApps(projects []string) map[string]string {
	return PartsOfEnclosingAppsCached(projects, nil)
}

// PartsOfEnclosingAppsCached is PartsOfEnclosingApps reading AL-Go
// repositories through cache (nil: each read once per call).
func PartsOfEnclosingAppsCached(projects []string, cache *ALGoCache) map[string]string {
	parts := map[string]string{}
	repos := map[string]*ALGoRepository{}
	for _, dir := range projects {
		root := alGoRepoRoot(dir)
		if root == "" {
			continue
		}
		r, ok := repos[root]
		if !ok {
			if cache != nil {
				r = cache.find(root)
			} else {
				r = LoadALGoRepository(root)
			}
			repos[root] = r
		}
		if r.builds(dir) {
			continue
		}
		if outer := r.enclosingListed(dir); outer != "" {
			parts[dir] = outer
		}
	}
	return parts
}

// ALGoRepositoryOf is FindALGoRepository for a project folder, for
// callers that show what the repository says (alfix projects).
func ALGoRepositoryOf(dir string) *ALGoRepository {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil
	}
	return FindALGoRepository(filepath.Clean(abs))
}

// ALGoInfo is what AL-Go's settings say about one project (Config.ALGo).
type ALGoInfo struct {
	// Repository is the AL-Go repository's root (the folder holding
	// .github/AL-Go-Settings.json); "" outside one.
	Repository string
	// ListedAs says which AL-Go projects build the project and how:
	// "<AL-Go project folder> (appFolders)"; empty when none does.
	ListedAs []string
	// Files are the AL-Go settings files that apply to the project and
	// exist, most specific first (a project's before the repository's).
	Files []string
	// PreprocessorSymbols are the symbols AL-Go's settings add by build
	// mode: "Default" from preprocessorSymbols, every other mode from the
	// conditionalSettings that name it in buildModes (each mode from the
	// most specific file that sets it). alfix reports them; the symbols
	// the analysis uses are app.json's.
	PreprocessorSymbols map[string][]string
}

// defaultBuildMode is AL-Go's build mode without conditions.
const defaultBuildMode = "Default"

func newALGoInfo(ctx alGoContext) ALGoInfo {
	var info ALGoInfo
	if ctx.repo != nil {
		info.Repository = ctx.repo.Root
	}
	for _, l := range ctx.listed {
		s := l.Project.Dir + " (" + string(l.Kind) + ")"
		if !l.Project.Gating {
			s += " (not built by the CI/CD workflow: " + ctx.repo.CICDSelects + ")"
		}
		info.ListedAs = append(info.ListedAs, s)
	}
	for _, f := range ctx.files {
		obj, err := f.object()
		if err != nil {
			continue // missing, or said in the analyzers' warnings
		}
		info.Files = append(info.Files, f.path)
		set := func(mode string, symbols []string) {
			if info.PreprocessorSymbols == nil {
				info.PreprocessorSymbols = map[string][]string{}
			}
			if _, done := info.PreprocessorSymbols[mode]; !done {
				info.PreprocessorSymbols[mode] = symbols
			}
		}
		if list, ok := obj.strings("preprocessorSymbols"); ok {
			set(defaultBuildMode, list)
		}
		conds, _ := obj.objects("conditionalSettings")
		for _, cond := range conds {
			modes, _ := cond.strings("buildModes")
			settings, _ := cond.object("settings")
			list, ok := settings.strings("preprocessorSymbols")
			if !ok {
				continue
			}
			for _, m := range modes {
				set(m, list)
			}
		}
	}
	return info
}

// An ALGoCache remembers the AL-Go repositories that loads read, for a
// caller that loads many projects of one repository (a workspace, alfix
// projects): reading BCApps' 45 AL-Go project settings costs more than the
// rest of a project's configuration. The caller owns it (the package keeps
// no state); an entry is trusted for MaxAge, then checked: read again when
// a file or folder its load saw changed (stamps, see stampLog), else
// trusted for another MaxAge. It also remembers, each reused while what it
// was read from is unchanged: the rulesets loads resolved and the
// manifests they read (rulesetcache.go), the walks of project trees for
// XML permission sets (walkcache.go), and each project's translation files
// with their index (translations.go). The zero value is ready to use; a
// nil *ALGoCache reads every time.
type ALGoCache struct {
	MaxAge      time.Duration
	mu          sync.Mutex
	repos       map[string]alGoCacheEntry     // by repository root
	rulesets    map[string]rulesetCacheEntry  // by ruleset path and project root
	rulesetDocs map[string]rulesetDocEntry    // decoded ruleset files, by path (rulesetcache.go)
	walks       map[walkKey]walkEntry         // project tree walks (walkcache.go)
	xmlRoots    map[fileStamp]string          // XML files' root elements, by stamp
	manifests   map[string]manifestCacheEntry // by app.json path (rulesetcache.go)
	trans       map[string]*Translations      // by project root (translations.go)
}

type alGoCacheEntry struct {
	at   time.Time
	repo *ALGoRepository
}

// find is FindALGoRepository through the cache.
func (c *ALGoCache) find(dir string) *ALGoRepository {
	root := alGoRepoRoot(dir)
	if root == "" {
		return nil
	}
	if c == nil {
		return LoadALGoRepository(root)
	}
	c.mu.Lock()
	e, ok := c.repos[root]
	c.mu.Unlock()
	if ok && time.Since(e.at) < c.MaxAge {
		return e.repo
	}
	if ok && e.repo.seen.unchanged() {
		// Past MaxAge, but every file and folder the load saw is as it
		// was: trusted for another MaxAge without reading it again.
		c.mu.Lock()
		c.repos[root] = alGoCacheEntry{at: time.Now(), repo: e.repo}
		c.mu.Unlock()
		return e.repo
	}
	r := LoadALGoRepository(root)
	c.mu.Lock()
	if c.repos == nil {
		c.repos = map[string]alGoCacheEntry{}
	}
	c.repos[root] = alGoCacheEntry{at: time.Now(), repo: r}
	c.mu.Unlock()
	return r
}
