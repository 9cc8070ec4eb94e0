package project

import (
	"os"
	"path/filepath"
)

// IsProjectDir reports whether dir is an AL project folder: it holds a
// regular file named app.json (ManifestFile; a symbolic link to one counts,
// a folder of that name does not). It is alfix's one test for "this folder
// is a project": discovery, the workspace, the tools and the command line
// all ask it.
func IsProjectDir(dir string) bool {
	fi, err := os.Stat(filepath.Join(dir, ManifestFile))
	return err == nil && fi.Mode().IsRegular()
}

// EnclosingProject walks up from path (a file or a folder) to the nearest
// folder that IsProjectDir and is not a part of an enclosing app (see
// PartsOfEnclosingApps), and returns it; "" when there is none.
func EnclosingProject(path string) string {
	dir := path
	if fi, err := os.Stat(path); err == nil && !fi.IsDir() {
		dir = filepath.Dir(path)
	}
	var repo *ALGoRepository
	loaded := false
	for {
		if IsProjectDir(dir) {
			if !loaded {
				repo, loaded = FindALGoRepository(dir), true
			}
			if repo == nil || repo.builds(dir) || repo.enclosingListed(dir) == "" {
				return dir
			}
			// A part of an enclosing app: its project is further up.
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
