package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// DiscoverFiles lists every AL source file of the project at root: every
// file whose extension is .al (any case) under root, as absolute cleaned
// paths sorted bytewise: the files alc compiles when given root, nested
// folders holding their own app.json included (see InProject). It leaves
// out folders named by IsSkippedDir. Symbolic
// links to folders are not followed; a symbolic link to an .al file is
// listed (under its own path) only when its target is a regular file inside
// root.
//
// It fails when root cannot be read. Subfolders that cannot be read are
// skipped: the files found are returned together with an error naming them.
func DiscoverFiles(root string) ([]string, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("project: %s: %w", root, err)
	}
	abs = filepath.Clean(abs)
	fi, err := os.Stat(abs)
	if err != nil {
		return nil, fmt.Errorf("project: discovering files: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("project: discovering files: %s is not a folder", abs)
	}
	realRoot, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("project: discovering files: %w", err)
	}
	files := []string{}
	var skipped []error
	walkErr := filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if path == abs {
				return err
			}
			skipped = append(skipped, err)
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if path == abs {
				return nil
			}
			if IsSkippedDir(d.Name()) {
				return fs.SkipDir
			}
			return nil
		}
		if !IsALFile(d.Name()) {
			return nil
		}
		switch {
		case d.Type().IsRegular():
			files = append(files, path)
		case d.Type()&fs.ModeSymlink != 0:
			if _, ok := linkTarget(path, realRoot); ok {
				files = append(files, path)
			}
		}
		return nil
	})
	if walkErr != nil {
		return nil, fmt.Errorf("project: discovering files: %w", walkErr)
	}
	sort.Strings(files)
	if len(skipped) > 0 {
		return files, fmt.Errorf("project: discovering files under %s: some folders could not be read: %w", abs, errors.Join(skipped...))
	}
	return files, nil
}

// MaxScanDepth is how many folder levels below a start folder
// ScanProjects looks for projects. Deeper folders are reported as skipped.
const MaxScanDepth = 32

// A Skipped is a folder a project scan left out, and why.
type Skipped struct {
	Path   string // absolute and cleaned
	Reason string
}

// String returns "path: reason".
func (s Skipped) String() string { return s.Path + ": " + s.Reason }

// A ProjectScan is what ScanProjects found.
type ProjectScan struct {
	// Projects are the project folders: absolute, cleaned, sorted and free
	// of duplicates. A project nested inside another is listed too, unless
	// it is a part of the enclosing app (PartsOfEnclosingApps); its files
	// belong to both (InProject).
	Projects []string
	// Skipped are the folders left out that could hold projects, sorted by
	// path: folders deeper than MaxScanDepth, folders that could not be
	// read, skipped folder names (SkippedDirNames) holding an app.json,
	// symbolic links to project folders (links are not followed), and
	// folders holding app.json that the repository's AL-Go settings build
	// as a part of an enclosing app.
	Skipped []Skipped
}

// ScanProjects finds the startup projects (CONTRACT.md, "Server"). Each
// folder of dirs (relative ones against cwd) is scanned: it and every
// folder below it, at most MaxScanDepth levels deep, is a project when it
// holds app.json, and the scan goes on inside projects, so projects nested
// in projects are found; those the repository's AL-Go settings build only
// as a part of an enclosing app are skipped (PartsOfEnclosingApps). Folders named by IsSkippedDir and symbolic links
// are not entered. With no dirs the start folder is cwd, and every
// *.code-workspace file in cwd also contributes its folders (paths
// relative to the workspace file), each treated like a start folder.
//
// Start folders that do not exist or are not folders, and unreadable or
// invalid workspace files, are skipped; the projects found are returned
// together with an error naming every one of them. What the scan itself
// left out is in ProjectScan.Skipped, not in the error.
func ScanProjects(dirs []string, cwd string) (*ProjectScan, error) {
	cwdAbs, err := filepath.Abs(cwd)
	if err != nil {
		return nil, fmt.Errorf("project: %s: %w", cwd, err)
	}
	var starts []string
	var problems []error
	if len(dirs) == 0 {
		starts = append(starts, cwdAbs)
		folders, errs := workspaceFolders(cwdAbs)
		starts = append(starts, folders...)
		problems = append(problems, errs...)
	} else {
		for _, d := range dirs {
			if strings.TrimSpace(d) == "" {
				problems = append(problems, errors.New("project: an empty project folder was given"))
				continue
			}
			starts = append(starts, expandPath(d, cwdAbs))
		}
	}
	sc := &scanner{found: map[string]bool{}, skipped: map[string]string{}, visited: map[string]int{}}
	for _, start := range starts {
		fi, err := os.Stat(start)
		if err != nil {
			problems = append(problems, fmt.Errorf("project: project folder %s: %w", start, err))
			continue
		}
		if !fi.IsDir() {
			problems = append(problems, fmt.Errorf("project: project folder %s is not a folder", start))
			continue
		}
		sc.scan(start, 0)
	}
	res := &ProjectScan{Projects: make([]string, 0, len(sc.found))}
	for p := range sc.found {
		res.Projects = append(res.Projects, p)
	}
	repos := map[string]*ALGoRepository{}
	for p, outer := range PartsOfEnclosingApps(res.Projects) {
		delete(sc.found, p)
		why := "holds app.json, but the repository's AL-Go settings build " + outer +
			", whose app alc compiles from every .al file below it, and not this folder"
		root := alGoRepoRoot(p)
		r, ok := repos[root]
		if !ok {
			r = LoadALGoRepository(root)
			repos[root] = r
		}
		if listed := r.ListedAs(p); len(listed) > 0 {
			var names []string
			for _, l := range listed {
				names = append(names, filepath.Base(l.Project.Dir))
			}
			why += " (only " + strings.Join(names, ", ") + " builds it, and the CI/CD workflow does not build that: " + r.CICDSelects + ")"
		}
		sc.skipped[p] = why + ": its files are part of that project"
	}
	res.Projects = res.Projects[:0]
	for p := range sc.found {
		res.Projects = append(res.Projects, p)
	}
	sort.Strings(res.Projects)
	for path, why := range sc.skipped {
		res.Skipped = append(res.Skipped, Skipped{Path: path, Reason: why})
	}
	sort.Slice(res.Skipped, func(i, j int) bool { return res.Skipped[i].Path < res.Skipped[j].Path })
	return res, errors.Join(problems...)
}

// FindProjects returns the projects of ScanProjects(dirs, cwd), for callers
// that do not report what the scan skipped.
func FindProjects(dirs []string, cwd string) ([]string, error) {
	sc, err := ScanProjects(dirs, cwd)
	if sc == nil {
		return nil, err
	}
	return sc.Projects, err
}

// scanner is one ScanProjects run. Start folders may overlap (a workspace
// file naming a subfolder of cwd); visited keeps each folder scanned once
// at its smallest depth.
type scanner struct {
	found   map[string]bool
	skipped map[string]string // path -> reason
	visited map[string]int    // path -> depth it was scanned at
}

// scan records dir (depth levels below its start folder) when it is a
// project and scans its subfolders.
func (sc *scanner) scan(dir string, depth int) {
	if d, ok := sc.visited[dir]; ok && d <= depth {
		return
	}
	sc.visited[dir] = depth
	delete(sc.skipped, dir) // too deep from one start folder, reached from another
	entries, err := os.ReadDir(dir)
	if err != nil {
		sc.skipped[dir] = "cannot be read: " + errText(err)
		return
	}
	for _, e := range entries {
		if e.Name() == ManifestFile && IsProjectDir(dir) {
			sc.found[dir] = true
			break
		}
	}
	for _, e := range entries {
		sub := filepath.Join(dir, e.Name())
		switch {
		case e.Type()&fs.ModeSymlink != 0:
			if fi, err := os.Stat(sub); err == nil && fi.IsDir() && IsProjectDir(sub) {
				sc.skip(sub, "a symbolic link to a project folder; links are not followed (name the target folder)")
			}
		case !e.IsDir():
		case IsSkippedDir(e.Name()):
			if IsProjectDir(sub) {
				sc.skip(sub, "holds app.json, but folders named "+e.Name()+" are never scanned")
			}
		case depth+1 > MaxScanDepth:
			sc.skip(sub, fmt.Sprintf("deeper than %d folder levels below the start folder; not scanned", MaxScanDepth))
		default:
			sc.scan(sub, depth+1)
		}
	}
}

func (sc *scanner) skip(path, reason string) {
	if _, ok := sc.visited[path]; !ok {
		sc.skipped[path] = reason
	}
}

// errText is err's message without the path the caller already names.
func errText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// workspaceFolders returns the folders listed by every *.code-workspace file
// in dir (sorted by file name), resolved against dir.
func workspaceFolders(dir string) ([]string, []error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, []error{fmt.Errorf("project: looking for workspace files: %w", err)}
	}
	var folders []string
	var problems []error
	for _, e := range entries {
		if e.IsDir() || !strings.EqualFold(filepath.Ext(e.Name()), ".code-workspace") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		obj, err := readObject(path, dir)
		if err != nil {
			problems = append(problems, fmt.Errorf("project: workspace file %w", err))
			continue
		}
		list, _ := obj.objects("folders")
		for _, f := range list {
			if p, ok := f.str("path"); ok && strings.TrimSpace(p) != "" {
				folders = append(folders, expandPath(p, dir))
			}
		}
	}
	return folders, problems
}
