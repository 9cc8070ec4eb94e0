package project

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/internal/fspath"
)

// skippedDirNames are the folder names alfix never looks into, compared
// ignoring case: symbol packages and alfix's own state, version control,
// tool caches and build output, test-runner output, and the sources the AL
// debugger's snapshot feature downloads (copies of other apps' code).
var skippedDirNames = []string{
	".alpackages",  // symbol packages (the AL extension's package cache)
	".alfix",       // alfix's own state (write journals and backups)
	".git",         // version control
	".vs",          // Visual Studio state
	"node_modules", // npm packages
	"bin", "obj",   // build output
	"packages",      // NuGet and AL-Go package caches
	".output",       // build output
	"output",        // AL-Go and pipeline output
	".altestrunner", // AL Test Runner's output
	".snapshots",    // snapshot debugging downloads
}

// SkippedDirNames returns the folder names (compared ignoring case) that
// file discovery, project scans, the workspace snapshot and the file watcher
// all leave out. It is the one skip list of alfix; the caller may modify the
// returned slice.
func SkippedDirNames() []string { return append([]string(nil), skippedDirNames...) }

// IsSkippedDir reports whether a folder with this name (compared ignoring
// case) is left out: see [SkippedDirNames].
func IsSkippedDir(name string) bool {
	for _, d := range skippedDirNames {
		if strings.EqualFold(name, d) {
			return true
		}
	}
	return false
}

// SkipPath is the skip policy in the form the file watcher takes
// (watch.Options.Skip): rel is a path relative to a project or scan root,
// slash-separated. It reports whether rel is a skipped folder or lies in
// one; files are never skipped for their own name.
func SkipPath(rel string, isDir bool) bool {
	parts := strings.Split(rel, "/")
	if !isDir {
		parts = parts[:len(parts)-1]
	}
	for _, part := range parts {
		if IsSkippedDir(part) {
			return true
		}
	}
	return false
}

// IsALFile reports whether name has the .al extension, in any case.
func IsALFile(name string) bool {
	return strings.EqualFold(filepath.Ext(name), ".al")
}

// InProject reports whether the file at path belongs to the project at
// root by alc's rule: alc compiles every .al file below the folder it is
// given, so path belongs when it lies below root and no folder between
// them (root excluded, the file's own folder included) is skipped by name
// or is a symbolic link (not followed). A nested folder holding its own
// app.json does not stop it: its files belong to the enclosing project too
// (and to the nested one, when that is a project). Both paths are absolute
// and cleaned. DiscoverFiles lists exactly the files this holds for (among
// AL source files); InProject is for checking one path, such as a file the
// watcher reported, without listing the project.
func InProject(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel) {
		return false
	}
	dir := root
	parts := strings.Split(rel, string(filepath.Separator))
	for _, part := range parts[:len(parts)-1] {
		if IsSkippedDir(part) {
			return false
		}
		dir = filepath.Join(dir, part)
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
			return false // gone, or a link to a folder (not followed)
		}
	}
	return true
}

// SourceFile reports whether path is an AL source file of the project at
// root, as DiscoverFiles would list it: it has the .al extension, belongs
// to the project (InProject), and is a regular file or a symbolic link to a
// regular file inside root. It returns the file's information (the
// target's, for a link). Both paths are absolute and cleaned.
func SourceFile(root, path string) (fs.FileInfo, bool) {
	if !IsALFile(path) || !InProject(root, path) {
		return nil, false
	}
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, false
	}
	if fi.Mode().IsRegular() {
		return fi, true
	}
	if fi.Mode()&fs.ModeSymlink == 0 {
		return nil, false
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, false
	}
	return linkTarget(path, realRoot)
}

// linkTarget returns the information of the target of the symbolic link at
// path when it is a regular file inside realRoot (a path without symbolic
// links).
func linkTarget(path, realRoot string) (fs.FileInfo, bool) {
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil, false
	}
	fi, err := os.Stat(target)
	if err != nil || !fi.Mode().IsRegular() || !fspath.Within(realRoot, target) {
		return nil, false
	}
	return fi, true
}
