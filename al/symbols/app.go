package symbols

import (
	"strings"
)

// App identifies an app as its manifest does: id, name, publisher and
// version. Old manifests may have no id; then name and publisher identify
// the app.
type App struct {
	ID        string `json:"id,omitempty"`
	Name      string `json:"name,omitempty"`
	Publisher string `json:"publisher,omitempty"`
	Version   string `json:"version,omitempty"`
}

// Same reports whether a and b name the same app: the same id (ignoring
// case and braces) when both have one, else the same name and publisher
// (ignoring case). Versions are not compared.
func (a App) Same(b App) bool {
	if ai, bi := NormalizeAppID(a.ID), NormalizeAppID(b.ID); ai != "" && bi != "" {
		return ai == bi
	}
	return a.Name != "" && strings.EqualFold(a.Name, b.Name) && strings.EqualFold(a.Publisher, b.Publisher)
}

// String gives "Publisher Name Version" (the parts that are known).
func (a App) String() string {
	var parts []string
	for _, s := range []string{a.Publisher, a.Name, a.Version} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		return a.ID
	}
	return strings.Join(parts, " ")
}

// NormalizeAppID returns an app id in lower case without surrounding
// braces and spaces ("{8874ED3A-...}" gives "8874ed3a-...").
func NormalizeAppID(id string) string {
	id = strings.TrimSpace(id)
	id = strings.TrimPrefix(id, "{")
	id = strings.TrimSuffix(id, "}")
	return strings.ToLower(strings.TrimSpace(id))
}

// AppInfo is an app's identity and the apps allowed to see its internal
// objects and members (app.json internalsVisibleTo, the package's
// InternalsVisibleTo).
type AppInfo struct {
	App
	InternalsVisibleTo []App `json:"internalsVisibleTo,omitempty"`
}

// IsFriend reports whether other may see this app's internals: it is this
// app, or this app lists it in InternalsVisibleTo.
func (info AppInfo) IsFriend(other App) bool {
	if info.App.Same(other) {
		return true
	}
	for _, f := range info.InternalsVisibleTo {
		if f.Same(other) {
			return true
		}
	}
	return false
}

// Origin tells where a dependency's declarations came from.
type Origin uint8

const (
	// Missing: no package or project provides the app; its declarations
	// are unknown.
	Missing Origin = iota
	// FromPackage: read from a symbol package (.app file).
	FromPackage
	// FromProject: the source of another project of the workspace.
	FromProject
	// RuntimePackage: a runtime package provides the app; it holds no
	// readable symbols, so the declarations are unknown as for Missing.
	RuntimePackage
)

// String gives "missing", "package", "project" or "runtime".
func (o Origin) String() string {
	switch o {
	case FromPackage:
		return "package"
	case FromProject:
		return "project"
	case RuntimePackage:
		return "runtime"
	}
	return "missing"
}

// Reach tells how the project sees a dependency.
type Reach uint8

const (
	// Direct: the project's manifest declares it, or it is implicit
	// (System for "platform", Application or Base Application for
	// "application").
	Direct Reach = iota
	// Propagated: a dependency of a Direct (or Propagated) dependency whose
	// manifest sets propagateDependencies; the project may use its objects
	// as if it declared it.
	Propagated
	// Transitive: needed only by other dependencies. Its declarations give
	// the types of members the project uses (a field of type Enum X of a
	// table of a direct dependency), but the compiler does not let the
	// project name its objects.
	Transitive
)

// String gives "direct", "propagated" or "transitive".
func (r Reach) String() string {
	switch r {
	case Propagated:
		return "propagated"
	case Transitive:
		return "transitive"
	}
	return "direct"
}

// Dependency is one app a project depends on, as resolved: where its
// declarations came from and the declarations themselves.
type Dependency struct {
	// App is the app found (its version is the one found); for a missing
	// dependency, the app as declared.
	App App `json:"app"`
	// Declared is what the manifest asked for: id, name, publisher and the
	// minimum Version ("" for implicit references without a version).
	Declared App `json:"declared"`
	// Origin and Reach: see their types.
	Origin Origin `json:"origin"`
	Reach  Reach  `json:"reach"`
	// Location is the package file or the project folder; "" when missing.
	Location string `json:"location,omitempty"`
	// Hash identifies the declarations: the SHA-256 of the package bytes,
	// or the summary hash of the project. The project summary's Hash
	// includes it, so it changes when a dependency changes.
	Hash [32]byte `json:"-"`
	// Symbols are the app's own declarations (a summary without
	// dependencies of its own) with its AppInfo; nil when Missing or
	// RuntimePackage. Shared between projects: never modify.
	Symbols *Summary `json:"-"`
	// Problem says why the declarations are missing or may be wrong ("no
	// package in ...", "version 22.0.0.0 found, 24.0.0.0 required"); ""
	// when there is nothing to say.
	Problem string `json:"problem,omitempty"`
}

// Loaded reports whether the dependency's declarations are known.
func (d *Dependency) Loaded() bool { return d != nil && d.Symbols != nil }
