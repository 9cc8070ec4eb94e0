package packages

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func writePackage(t *testing.T, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "p.app")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestSourcesOfAPackage(t *testing.T) {
	// Entry names are percent-encoded once more than the references
	// (as Microsoft's packages have them).
	content := buildZip(t,
		zipEntry{"NavxManifest.xml", []byte(testManifestXML)},
		zipEntry{"SymbolReference.json", []byte("{}")},
		zipEntry{"src/Advanced%2520Settings/Settings.Page.al", []byte("page 1 Settings { }")},
		zipEntry{"src/Main.Codeunit.al", []byte("codeunit 2 Main { }")},
		zipEntry{"Translations/x.xlf", []byte("<x/>")},
	)
	path := writePackage(t, navx(content, []byte("NXSB signature")))
	ix, err := ListSources(path, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if ix.Len() != 2 {
		t.Fatalf("%d sources, want 2", ix.Len())
	}
	for ref, want := range map[string]string{
		"Advanced%20Settings/Settings.Page.al": "src/Advanced%2520Settings/Settings.Page.al",
		`advanced settings\settings.page.al`:   "src/Advanced%2520Settings/Settings.Page.al",
		"Main.Codeunit.al":                     "src/Main.Codeunit.al",
		"src/Main.Codeunit.al":                 "src/Main.Codeunit.al",
	} {
		if got, ok := ix.Entry(ref); !ok || got != want {
			t.Errorf("Entry(%q) = %q, %v; want %q", ref, got, ok, want)
		}
	}
	if _, ok := ix.Entry("Other.al"); ok {
		t.Errorf("an unknown file was found")
	}
	b, err := ReadSource(path, "src/Main.Codeunit.al", Limits{}, 1<<20)
	if err != nil || string(b) != "codeunit 2 Main { }" {
		t.Fatalf("ReadSource: %q %v", b, err)
	}
	if _, err := ReadSource(path, "src/Main.Codeunit.al", Limits{}, 5); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a source over the limit: %v", err)
	}
	if _, err := ReadSource(path, "src/Nope.al", Limits{}, 1<<20); err == nil {
		t.Errorf("a missing entry read")
	}
}

func TestSourcesOfOtherPackages(t *testing.T) {
	// A package without sources, alfix's own export included.
	plain := writePackage(t, export(t, Manifest{}, nil))
	if ix, err := ListSources(plain, Limits{}); err != nil || ix.Len() != 0 {
		t.Errorf("export: %v %d", err, ix.Len())
	}
	// A runtime package has none and is no error.
	runtime := writePackage(t, navx([]byte(".NEA encrypted"), nil))
	if ix, err := ListSources(runtime, Limits{}); err != nil || ix.Len() != 0 {
		t.Errorf("runtime: %v", err)
	}
	if _, err := ReadSource(runtime, "src/a.al", Limits{}, 100); err == nil {
		t.Errorf("read from a runtime package")
	}
	// A Ready2Run wrapper lists its inner package's sources.
	inner := navx(buildZip(t, zipEntry{"NavxManifest.xml", []byte(testManifestXML)}, zipEntry{"src/A.al", []byte("table 1 A { }")}), nil)
	wrapper := writePackage(t, navx(buildZip(t, zipEntry{"readytorunappmanifest.json", []byte(`{"EmbeddedAppFileName":"inner.app"}`)}, zipEntry{"inner.app", inner}), nil))
	ix, err := ListSources(wrapper, Limits{})
	if err != nil || ix.Len() != 1 {
		t.Fatalf("wrapper: %v", err)
	}
	if b, err := ReadSource(wrapper, "src/A.al", Limits{}, 100); err != nil || string(b) != "table 1 A { }" {
		t.Errorf("wrapper read: %q %v", b, err)
	}
	// Malformed files are errors naming the file, never panics.
	for name, data := range map[string][]byte{
		"empty":     nil,
		"not navx":  []byte("PK\x03\x04 hello"),
		"bad zip":   navx([]byte("PK\x03\x04 not a zip"), nil),
		"too short": navx(nil, nil)[:30],
	} {
		path := writePackage(t, data)
		if _, err := ListSources(path, Limits{}); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := ListSources(filepath.Join(t.TempDir(), "missing.app"), Limits{}); err == nil {
		t.Errorf("missing file: no error")
	}
}
