package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/alfix/alfix/internal/fspath"
)

// IsSkippedDir reports whether a folder with this name (compared ignoring
// case) is left out of file discovery and project scans: symbol packages,
// alfix's and git's own folders, tool caches and build output.
func IsSkippedDir(name string) bool {
	switch strings.ToLower(name) {
	case ".alpackages", ".alfix", ".git", "node_modules", "bin", "obj", ".vs", "packages", ".output", "output":
		return true
	}
	return false
}

// IsALFile reports whether name has the .al extension, in any case.
func IsALFile(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".al")
}

// DiscoverFiles lists every AL source file of the project at root: every
// file whose extension is .al (any case) under root, as absolute cleaned
// paths sorted bytewise. It leaves out folders named by IsSkippedDir and
// nested folders holding their own app.json (another project). Symbolic
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
			if IsSkippedDir(d.Name()) || IsProjectDir(path) {
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
			if linkStaysInside(path, realRoot) {
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

// linkStaysInside reports whether the symbolic link at path resolves to a
// regular file inside realRoot (a path without symbolic links).
func linkStaysInside(path, realRoot string) bool {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return false
	}
	fi, err := os.Stat(target)
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	return fspath.Within(realRoot, target)
}

// ProjectScanDepth is how many folder levels below a start folder
// FindProjects looks for projects.
const ProjectScanDepth = 4

// FindProjects finds the startup projects (CONTRACT.md, "Server"). Each
// folder of dirs (relative ones against cwd) is a project when it holds
// app.json; otherwise the folders below it are scanned, at most
// ProjectScanDepth levels deep, skipping IsSkippedDir folders and symbolic
// links, and not descending into a project once found. With no dirs the
// start folder is cwd, and every *.code-workspace file in cwd also
// contributes its folders (paths relative to the workspace file), each
// treated like a start folder. The result is absolute, cleaned, sorted and
// free of duplicates.
//
// Start folders that do not exist, unreadable folders and unreadable or
// invalid workspace files are skipped; the projects found are returned
// together with an error naming every one of them.
func FindProjects(dirs []string, cwd string) ([]string, error) {
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
	found := map[string]bool{}
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
		if IsProjectDir(start) {
			found[start] = true
			continue
		}
		problems = append(problems, scanProjects(start, 1, found)...)
	}
	projects := make([]string, 0, len(found))
	for p := range found {
		projects = append(projects, p)
	}
	sort.Strings(projects)
	return projects, errors.Join(problems...)
}

// scanProjects looks for projects in the subfolders of dir, which is at
// depth-1 below the start folder.
func scanProjects(dir string, depth int, found map[string]bool) []error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return []error{fmt.Errorf("project: scanning for projects: %w", err)}
	}
	var problems []error
	for _, e := range entries {
		if !e.IsDir() || IsSkippedDir(e.Name()) {
			continue // e.IsDir is false for symbolic links
		}
		sub := filepath.Join(dir, e.Name())
		if IsProjectDir(sub) {
			found[sub] = true
			continue
		}
		if depth < ProjectScanDepth {
			problems = append(problems, scanProjects(sub, depth+1, found)...)
		}
	}
	return problems
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
		std, err := readJSONC(path)
		var obj jsonObject
		if err == nil {
			obj, err = decodeObject(std)
		}
		if err != nil {
			problems = append(problems, fmt.Errorf("project: workspace file %s: %w", path, err))
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
