package project

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// ManifestFile is the file name of an AL project's manifest.
const ManifestFile = "app.json"

// IDRange is one range of object ids an app may use (both ends inclusive).
type IDRange struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// Dependency is one entry of the manifest's dependencies. ID also takes the
// older "appId" key.
type Dependency struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Publisher string `json:"publisher"`
	Version   string `json:"version"`
}

// Manifest is the part of app.json that alfix uses. Keys are matched
// case-insensitively; values of an unexpected type are treated as absent.
type Manifest struct {
	ID, Name, Publisher, Version   string
	Runtime, Platform, Application string
	Target                         string
	PreprocessorSymbols            []string
	Features                       []string
	IDRanges                       []IDRange // "idRanges", or the older single "idRange" object
	Dependencies                   []Dependency
	// PropagateDependencies is "propagateDependencies": apps that depend on
	// this one see its dependencies as their own.
	PropagateDependencies bool
	// InternalsVisibleTo lists the friend apps ("internalsVisibleTo";
	// Version is empty). Entries may name an app by id or, in older
	// manifests, by appId or name and publisher.
	InternalsVisibleTo []Dependency
	// Raw holds every top-level member of app.json as written (standard
	// JSON), including the ones decoded above.
	Raw map[string]json.RawMessage
}

// LoadManifest reads and decodes dir/app.json. It fails when the file is
// missing, unreadable, not JSON (comments and trailing commas are allowed),
// or not an object; the error names the file.
func LoadManifest(dir string) (Manifest, error) {
	path := filepath.Join(dir, ManifestFile)
	std, err := readJSONC(path, dir)
	if err != nil {
		return Manifest{}, fmt.Errorf("project: reading %w", err)
	}
	m, err := parseManifest(std)
	if err != nil {
		return Manifest{}, fmt.Errorf("project: reading %s: %w", path, err)
	}
	return m, nil
}

func parseManifest(std []byte) (Manifest, error) {
	obj, err := decodeObject(std)
	if err != nil {
		return Manifest{}, err
	}
	var m Manifest
	m.ID, _ = obj.str("id")
	m.Name, _ = obj.str("name")
	m.Publisher, _ = obj.str("publisher")
	m.Version, _ = obj.str("version")
	m.Runtime, _ = obj.str("runtime")
	m.Platform, _ = obj.str("platform")
	m.Application, _ = obj.str("application")
	m.Target, _ = obj.str("target")
	m.PreprocessorSymbols, _ = obj.strings("preprocessorSymbols")
	m.Features, _ = obj.strings("features")
	if ranges, ok := obj.objects("idRanges"); ok {
		for _, r := range ranges {
			if ir, ok := parseIDRange(r); ok {
				m.IDRanges = append(m.IDRanges, ir)
			}
		}
	}
	if len(m.IDRanges) == 0 {
		if r, ok := obj.object("idRange"); ok {
			if ir, ok := parseIDRange(r); ok {
				m.IDRanges = append(m.IDRanges, ir)
			}
		}
	}
	if deps, ok := obj.objects("dependencies"); ok {
		for _, d := range deps {
			var dep Dependency
			dep.ID, _ = d.str("id")
			if dep.ID == "" {
				dep.ID, _ = d.str("appId")
			}
			dep.Name, _ = d.str("name")
			dep.Publisher, _ = d.str("publisher")
			dep.Version, _ = d.str("version")
			m.Dependencies = append(m.Dependencies, dep)
		}
	}
	m.PropagateDependencies, _ = obj.boolean("propagateDependencies")
	if friends, ok := obj.objects("internalsVisibleTo"); ok {
		for _, d := range friends {
			var f Dependency
			f.ID, _ = d.str("id")
			if f.ID == "" {
				f.ID, _ = d.str("appId")
			}
			f.Name, _ = d.str("name")
			f.Publisher, _ = d.str("publisher")
			m.InternalsVisibleTo = append(m.InternalsVisibleTo, f)
		}
	}
	m.Raw = map[string]json.RawMessage(obj)
	return m, nil
}

// parseIDRange reads {from, to}; numbers written as strings are accepted.
// A range missing either end is dropped.
func parseIDRange(o jsonObject) (IDRange, bool) {
	from, ok1 := intMember(o, "from")
	to, ok2 := intMember(o, "to")
	if !ok1 || !ok2 {
		return IDRange{}, false
	}
	return IDRange{From: from, To: to}, true
}

func intMember(o jsonObject, key string) (int, bool) {
	s, ok := o.str(key)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	return n, err == nil
}

// RuntimeVersion parses Runtime: "14.0" gives 14, 0; "14" gives 14, 0; a
// third part is ignored. ok is false when runtime is absent or malformed.
func (m Manifest) RuntimeVersion() (major, minor int, ok bool) {
	s := strings.TrimSpace(m.Runtime)
	if s == "" {
		return 0, 0, false
	}
	parts := strings.Split(s, ".")
	major, err := strconv.Atoi(parts[0])
	if err != nil || major < 0 {
		return 0, 0, false
	}
	if len(parts) > 1 {
		minor, err = strconv.Atoi(parts[1])
		if err != nil || minor < 0 {
			return 0, 0, false
		}
	}
	return major, minor, true
}

// HasFeature reports whether the manifest's features list names name,
// ignoring case (e.g. "NoImplicitWith", "TranslationFile").
func (m Manifest) HasFeature(name string) bool {
	for _, f := range m.Features {
		if strings.EqualFold(strings.TrimSpace(f), name) {
			return true
		}
	}
	return false
}
