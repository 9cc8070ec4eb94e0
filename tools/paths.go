package tools

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/alfix/alfix/internal/fspath"
	"github.com/alfix/alfix/workspace"
)

// cleanPath normalises a caller's path: it must be non-empty and free of NUL
// bytes; a relative path is resolved against base and must then exist.
// The result is absolute and cleaned, the same string for the same file.
func cleanPath(param, value, base string) (string, *ToolError) {
	if te := pathSyntax(param, value); te != nil {
		return "", te
	}
	if filepath.IsAbs(value) {
		return filepath.Clean(value), nil
	}
	if base == "" {
		return "", invalidf("parameter '%s' is a relative path (%q) and there is no folder to resolve it against; pass an absolute path", param, value)
	}
	p := filepath.Join(base, value)
	if !fspath.Exists(p) {
		return "", invalidf("parameter '%s' is a relative path (%q) that does not resolve to an existing path under %s; pass an absolute path", param, value, base)
	}
	return p, nil
}

// pathSyntax refuses empty paths and paths with NUL bytes.
func pathSyntax(param, value string) *ToolError {
	if strings.TrimSpace(value) == "" {
		return invalidf("parameter '%s' must not be empty", param)
	}
	if strings.ContainsRune(value, 0) {
		return invalidf("parameter '%s' is not a valid path: it contains a NUL byte", param)
	}
	return nil
}

// inside checks that path lies in root both as written and with symbolic
// links resolved; it answers Invalid naming the parameter otherwise.
func inside(param, path, root, what string) *ToolError {
	err := fspath.Inside(root, path)
	var unresolved *fspath.UnresolvedError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fspath.ErrOutside):
		return invalidf("parameter '%s' (%s) is outside %s", param, path, what)
	case errors.Is(err, fspath.ErrLinkEscapes):
		return invalidf("parameter '%s' (%s) goes through a symbolic link that leaves %s", param, path, what)
	case errors.As(err, &unresolved) && unresolved.Root:
		return invalidf("parameter '%s': the project folder %s cannot be resolved: %v", param, root, unresolved.Err)
	case errors.As(err, &unresolved):
		return invalidf("parameter '%s' (%s) cannot be resolved: %v", param, path, unresolved.Err)
	}
	return faulted(err)
}

// projectRoot checks a projectPath: it must be absolute (a relative path
// would be resolved against the server's working directory, which the
// caller does not know) and is returned cleaned.
func projectRoot(value string) (string, *ToolError) {
	if te := pathSyntax("projectPath", value); te != nil {
		return "", te
	}
	if !filepath.IsAbs(value) {
		return "", invalidf("parameter 'projectPath' must be an absolute path, not %q (relative paths are accepted for filePath and folderPath only, resolved against the project folder)", value)
	}
	return filepath.Clean(value), nil
}

// fixProject resolves the projectPath of a fix tool: any folder holding
// app.json.
func fixProject(ws *workspace.Workspace, projectPath *string) (*workspace.Project, *ToolError) {
	if projectPath == nil {
		return nil, invalidf("parameter 'projectPath' is required")
	}
	root, te := projectRoot(*projectPath)
	if te != nil {
		return nil, te
	}
	p, err := ws.OpenProject(root)
	switch {
	case errors.Is(err, workspace.ErrNoSuchFolder):
		return nil, invalidf("parameter 'projectPath' (%s) does not exist or cannot be read", root)
	case errors.Is(err, workspace.ErrNotAFolder):
		return nil, invalidf("parameter 'projectPath' (%s) is not a folder; pass the project folder that holds app.json", root)
	case errors.Is(err, workspace.ErrNotAProject):
		return nil, invalidf("parameter 'projectPath' (%s) holds no app.json; pass the AL project folder itself", root)
	case err != nil:
		return nil, faulted(err)
	}
	return p, nil
}

// projectFile resolves a fix tool's filePath inside its project: relative
// paths are taken from the project folder; the file must lie inside the
// project folder, also after resolving symbolic links.
func projectFile(p *workspace.Project, param, value string) (string, *ToolError) {
	path, te := cleanPath(param, value, p.Root)
	if te != nil {
		return "", te
	}
	if te := inside(param, path, p.Root, "the project "+p.Root); te != nil {
		return "", te
	}
	return path, nil
}

// startupProject resolves the projectPath of analyze and list_rules: a
// startup project, by default the primary one.
func startupProject(ws *workspace.Workspace, projectPath *string) (*workspace.Project, *ToolError) {
	projects := ws.Projects()
	if len(projects) == 0 {
		return nil, invalidf("no AL project is available: start alfix in a folder holding app.json (or above one), or pass --projects")
	}
	if projectPath == nil {
		return projects[0], nil
	}
	root, te := projectRoot(*projectPath)
	if te != nil {
		return nil, te
	}
	if p := ws.Startup(root); p != nil {
		return p, nil
	}
	return nil, invalidf("parameter 'projectPath' (%s) is not one of the startup projects; pass one of: %s", root, projectList(projects))
}

func projectList(ps []*workspace.Project) string {
	roots := make([]string, len(ps))
	for i, p := range ps {
		roots[i] = p.Root
	}
	return strings.Join(roots, ", ")
}
