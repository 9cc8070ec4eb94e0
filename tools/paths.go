package tools

import (
	"errors"
	"fmt"
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
		return "", invalidf("parameter '%s' is a relative path (%q) and there is no folder to resolve it against; pass an absolute path", param, echo(value))
	}
	p := filepath.Join(base, value)
	if !fspath.Exists(p) {
		return "", invalidf("parameter '%s' is a relative path (%q) that does not resolve to an existing path under %s; pass an absolute path", param, echo(value), base)
	}
	return p, nil
}

// maxPathBytes is the longest path a tool accepts (Linux's PATH_MAX;
// Windows' long paths are shorter).
const maxPathBytes = 4096

// pathSyntax refuses empty paths, paths with NUL bytes and paths longer
// than maxPathBytes.
func pathSyntax(param, value string) *ToolError {
	if strings.TrimSpace(value) == "" {
		return invalidf("parameter '%s' must not be empty", param)
	}
	if len(value) > maxPathBytes {
		return invalidf("parameter '%s' is %d bytes long; paths have at most %d (%q)", param, len(value), maxPathBytes, echo(value))
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
		return invalidf("parameter '%s' (%s) is outside %s", param, echo(path), what)
	case errors.Is(err, fspath.ErrLinkEscapes):
		return invalidf("parameter '%s' (%s) goes through a symbolic link that leaves %s", param, echo(path), what)
	case errors.As(err, &unresolved) && unresolved.Root:
		return invalidf("parameter '%s': the project folder %s cannot be resolved: %s", param, root, echo(unresolved.Err.Error()))
	case errors.As(err, &unresolved):
		return invalidf("parameter '%s' (%s) cannot be resolved: %s", param, echo(path), echo(unresolved.Err.Error()))
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
		return "", invalidf("parameter 'projectPath' must be an absolute path, not %q (relative paths are accepted for filePath and folderPath only, resolved against the project folder)", echo(value))
	}
	return filepath.Clean(value), nil
}

// fixProject resolves the projectPath of a fix tool: required, and a
// project the workspace serves (servedProject).
func fixProject(ws *workspace.Workspace, projectPath *string) (*workspace.Project, *ToolError) {
	if projectPath == nil {
		return nil, invalidf("parameter 'projectPath' is required")
	}
	return servedProject(ws, projectPath)
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

// servedProjectDesc describes the fix tools' projectPath.
const servedProjectDesc = "Project folder (absolute)."

// servedProject resolves the projectPath of every tool: a project the
// workspace serves (workspace.Served: the startup projects and the
// projects below the --workspace folders), by default the primary startup
// project. Another folder is refused without being read.
func servedProject(ws *workspace.Workspace, projectPath *string) (*workspace.Project, *ToolError) {
	projects := ws.Projects()
	if projectPath == nil {
		if len(projects) == 0 {
			return nil, invalidf("no AL project is available: start alfix in a folder holding app.json (or above one), or pass --projects")
		}
		return projects[0], nil
	}
	root, te := projectRoot(*projectPath)
	if te != nil {
		return nil, te
	}
	p, err := ws.Served(root)
	switch {
	case err == nil:
		return p, nil
	case errors.Is(err, workspace.ErrNotServed):
		return nil, invalidf("parameter 'projectPath' (%s) is not a project this server serves; pass a startup project (%s) or a project below the --workspace folders, or start alfix with this folder in --projects or --workspace",
			echo(root), projectList(projects))
	case errors.Is(err, workspace.ErrNoSuchFolder):
		return nil, invalidf("parameter 'projectPath' (%s) does not exist or cannot be read", echo(root))
	case errors.Is(err, workspace.ErrNotAFolder):
		return nil, invalidf("parameter 'projectPath' (%s) is not a folder; pass the project folder that holds app.json", echo(root))
	case errors.Is(err, workspace.ErrNotAProject):
		return nil, invalidf("parameter 'projectPath' (%s) holds no app.json; pass the AL project folder itself", echo(root))
	}
	return nil, faulted(err)
}

// maxListedProjects is the most project folders a message lists.
const maxListedProjects = 10

// projectList names the projects for a message: the first
// maxListedProjects, and how many more there are.
func projectList(ps []*workspace.Project) string {
	if len(ps) == 0 {
		return "none"
	}
	var roots []string
	for _, p := range ps[:min(len(ps), maxListedProjects)] {
		roots = append(roots, p.Root)
	}
	if more := len(ps) - len(roots); more > 0 {
		roots = append(roots, fmt.Sprintf("and %d more", more))
	}
	return strings.Join(roots, ", ")
}
