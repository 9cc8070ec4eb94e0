package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestLoadManifestFull(t *testing.T) {
	dir := extract(t, "manifests")
	m, err := LoadManifest(filepath.Join(dir, "full"))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "7f3c2a10-5b1e-4c44-9a0e-2d6f0c1b9e01" || m.Name != "Fixture App" || m.Publisher != "alfix tests" ||
		m.Version != "1.2.3.4" || m.Platform != "27.0.0.0" || m.Application != "27.0.0.0" ||
		m.Runtime != "16.0" || m.Target != "Cloud" {
		t.Errorf("scalar fields wrong: %+v", m)
	}
	if !slices.Equal(m.IDRanges, []IDRange{{50100, 50149}, {50200, 50299}}) {
		t.Errorf("IDRanges = %v (a range without 'to' is dropped, strings accepted)", m.IDRanges)
	}
	if !slices.Equal(m.Features, []string{"NoImplicitWith", "TranslationFile"}) {
		t.Errorf("Features = %q", m.Features)
	}
	if !slices.Equal(m.PreprocessorSymbols, []string{"CLEAN26", "CLEAN27"}) {
		t.Errorf("PreprocessorSymbols = %q", m.PreprocessorSymbols)
	}
	if len(m.Dependencies) != 1 || m.Dependencies[0].Name != "Base" || m.Dependencies[0].ID != "11111111-2222-3333-4444-555555555555" {
		t.Errorf("Dependencies = %+v", m.Dependencies)
	}
	if !m.PropagateDependencies || len(m.InternalsVisibleTo) != 2 || m.InternalsVisibleTo[0].ID != "99999999-2222-3333-4444-555555555555" ||
		m.InternalsVisibleTo[1].ID != "88888888-2222-3333-4444-555555555555" || m.InternalsVisibleTo[1].Name != "Old Tests" {
		t.Errorf("propagateDependencies / internalsVisibleTo: %v %+v", m.PropagateDependencies, m.InternalsVisibleTo)
	}
	if _, ok := m.Raw["resourceExposurePolicy"]; !ok {
		t.Errorf("Raw lacks resourceExposurePolicy: %v", m.Raw)
	}
	if major, minor, ok := m.RuntimeVersion(); !ok || major != 16 || minor != 0 {
		t.Errorf("RuntimeVersion = %d, %d, %v", major, minor, ok)
	}
	if !m.HasFeature("noimplicitwith") || !m.HasFeature("TRANSLATIONFILE") || m.HasFeature("GenerateCaptions") {
		t.Error("HasFeature wrong")
	}
}

func TestLoadManifestCommentsAndBlankValues(t *testing.T) {
	dir := extract(t, "manifests")
	m, err := LoadManifest(filepath.Join(dir, "comments"))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "00000000-0000-0000-0000-00000000abcd" || m.Name != "Commented" || m.Publisher != "" {
		t.Errorf("fields: %+v", m)
	}
	if !m.HasFeature("NoImplicitWith") {
		t.Errorf("a single feature string is not accepted: %q", m.Features)
	}
	if !slices.Equal(m.PreprocessorSymbols, []string{"DEBUG", "7"}) {
		t.Errorf("PreprocessorSymbols = %q", m.PreprocessorSymbols)
	}
	if _, _, ok := m.RuntimeVersion(); ok {
		t.Error("blank runtime parsed")
	}
}

func TestLoadManifestOldKeys(t *testing.T) {
	dir := extract(t, "manifests")
	m, err := LoadManifest(filepath.Join(dir, "old"))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.IDRanges, []IDRange{{50000, 50099}}) {
		t.Errorf("idRange not read: %v", m.IDRanges)
	}
	if len(m.Dependencies) != 1 || m.Dependencies[0].ID != "63ca2fa4-4f03-4f2b-a480-172fef340d3f" || m.Dependencies[0].Version != "14.0.0.0" {
		t.Errorf("appId not read: %+v", m.Dependencies)
	}
	if major, minor, ok := m.RuntimeVersion(); !ok || major != 3 || minor != 0 {
		t.Errorf("numeric runtime: %d.%d %v", major, minor, ok)
	}
}

func TestLoadManifestWrongTypesAreAbsent(t *testing.T) {
	dir := extract(t, "manifests")
	m, err := LoadManifest(filepath.Join(dir, "wrongtypes"))
	if err != nil {
		t.Fatal(err)
	}
	if m.ID != "42" || m.Name != "" || m.IDRanges != nil || m.Features != nil {
		t.Errorf("wrong types not treated as absent: %+v", m)
	}
	if _, _, ok := m.RuntimeVersion(); ok {
		t.Error(`runtime "fourteen" parsed`)
	}
}

func TestLoadManifestByteOrderMarks(t *testing.T) {
	const body = "{ \"id\": \"b0b0\", \"name\": \"Bom ÄÖ\", // comment\n \"runtime\": \"14.0\", }"
	utf16le := []byte{0xFF, 0xFE}
	utf16be := []byte{0xFE, 0xFF}
	for _, u := range utf16.Encode([]rune(body)) {
		utf16le = append(utf16le, byte(u), byte(u>>8))
		utf16be = append(utf16be, byte(u>>8), byte(u))
	}
	for name, content := range map[string][]byte{
		"utf8":    append([]byte{0xEF, 0xBB, 0xBF}, body...),
		"utf16le": utf16le,
		"utf16be": utf16be,
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "app.json"), content, 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := LoadManifest(dir)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if m.ID != "b0b0" || m.Name != "Bom ÄÖ" || m.Runtime != "14.0" {
			t.Errorf("%s: %+v", name, m)
		}
	}
}

func TestLoadManifestErrors(t *testing.T) {
	dir := extract(t, "manifests")
	for _, tc := range []struct{ folder, fragment string }{
		{"invalid", "invalid"},
		{"array", "expected a JSON object"},
		{"empty", "app.json"},
		{"missing", "no such file"},
	} {
		folder := filepath.Join(dir, tc.folder)
		_, err := LoadManifest(folder)
		if err == nil {
			t.Errorf("%s: no error", tc.folder)
			continue
		}
		if !strings.Contains(err.Error(), filepath.Join(folder, "app.json")) || !strings.Contains(err.Error(), tc.fragment) {
			t.Errorf("%s: error %q does not name the file or say %q", tc.folder, err, tc.fragment)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "unreadable"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "unreadable", "app.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadManifest(filepath.Join(dir, "unreadable")); err == nil {
		t.Error("app.json that is a folder: no error")
	}
}

func TestRuntimeVersion(t *testing.T) {
	for _, tc := range []struct {
		in           string
		major, minor int
		ok           bool
	}{
		{"14.0", 14, 0, true}, {"14", 14, 0, true}, {" 12.3 ", 12, 3, true}, {"15.2.1", 15, 2, true},
		{"", 0, 0, false}, {"x.1", 0, 0, false}, {"14.x", 0, 0, false}, {"-1.0", 0, 0, false}, {"14.", 0, 0, false},
	} {
		major, minor, ok := Manifest{Runtime: tc.in}.RuntimeVersion()
		if major != tc.major || minor != tc.minor || ok != tc.ok {
			t.Errorf("RuntimeVersion(%q) = %d, %d, %v", tc.in, major, minor, ok)
		}
	}
}
