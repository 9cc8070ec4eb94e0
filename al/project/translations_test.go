package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// xlf returns an XLIFF document of the language with the units, each
// "id=target" (an empty target: no target element; "id=!" needs
// translation).
func xlf(lang string, units ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="utf-8"?>` + "\n")
	b.WriteString(`<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file datatype="xml" source-language="en-US" target-language="` + lang + `" original="Shop"><body><group id="body">`)
	for _, u := range units {
		id, target, _ := strings.Cut(u, "=")
		b.WriteString(`<trans-unit id="` + id + `"><source>s</source>`)
		switch target {
		case "":
		case "!":
			b.WriteString(`<target state="needs-translation">t</target>`)
		default:
			b.WriteString(`<target>` + target + `</target>`)
		}
		b.WriteString(`</trans-unit>`)
	}
	b.WriteString(`</group></body></file></xliff>`)
	return b.String()
}

func TestTranslations(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"app.json":                        `{"id": "1", "name": "Shop", "publisher": "P", "version": "1.0.0.0"}`,
		"translations/Shop.g.xlf":         xlf("en-US", "A=a", "B=b"), // the generated file, by the app's name
		"translations/Shop.da-DK.xlf":     xlf("da-DK", "A=en", "B=", "C=!"),
		"translations/Shop.da-DK.2.XLF":   xlf("DA-dk", "B=to"), // a second file of the language
		"translations/Shop.de-DE.xlf":     xlf("de-DE", "C=drei"),
		"translations/broken.xlf":         `<xliff><file target-language="fr-FR">`,
		"translations/nolang.xlf":         `<xliff><file><body/></file></xliff>`,
		"translations/notes.txt":          xlf("sv-SE", "A=ett"),
		"translations/old/Shop.sv-SE.xlf": xlf("sv-SE", "A=ett"), // below the folder: not read
		"Other/Shop.nl-NL.xlf":            xlf("nl-NL", "A=een"), // another folder
	}
	for rel, text := range files {
		writeFile(t, filepath.Join(root, filepath.FromSlash(rel)), text)
	}
	// A symbolic link, which may lead out of the project, is not read.
	outside := filepath.Join(t.TempDir(), "Shop.fr-FR.xlf")
	writeFile(t, outside, xlf("fr-FR", "A=un"))
	if err := os.Symlink(outside, filepath.Join(root, "translations", "Shop.fr-FR.xlf")); err != nil {
		t.Log("no symbolic links here:", err)
	}
	cfg, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Translations == nil {
		t.Fatal("no translations found")
	}
	var paths []string
	for _, f := range cfg.Translations.Files {
		paths = append(paths, f.Path)
		if f.Size == 0 || f.ModTime.IsZero() {
			t.Errorf("%s: size %d, time %v", f.Path, f.Size, f.ModTime)
		}
	}
	want := []string{"translations/Shop.da-DK.2.XLF", "translations/Shop.da-DK.xlf", "translations/Shop.de-DE.xlf", "translations/broken.xlf", "translations/nolang.xlf"}
	if !slices.Equal(paths, want) {
		t.Errorf("files %q, want %q", paths, want)
	}
	x := cfg.Translations.Index()
	if !slices.Equal(x.Languages, []string{"DA-dk", "de-DE"}) {
		t.Errorf("languages %q", x.Languages)
	}
	if len(x.Unread) != 2 || !strings.HasPrefix(x.Unread[0], "translations/broken.xlf: ") || x.Unread[1] != "translations/nolang.xlf: no target-language" {
		t.Errorf("unread %q", x.Unread)
	}
	for _, c := range []struct {
		id, lang string
		want     bool
	}{
		{"A", "da-DK", true}, {"B", "da-dk", true}, {"C", "da-DK", false}, {"C", "de-DE", true},
		{"A", "de-DE", false}, {"A", "en-US", false}, {"D", "da-DK", false}, {"A", "sv-SE", false},
	} {
		if got := x.Translated(c.id, c.lang); got != c.want {
			t.Errorf("Translated(%s, %s) = %v, want %v", c.id, c.lang, got, c.want)
		}
	}
	// The files are read once: a later edit is not seen by this index.
	writeFile(t, filepath.Join(root, "translations/Shop.de-DE.xlf"), xlf("de-DE", "A=eins"))
	if cfg.Translations.Index() != x || x.Translated("A", "de-DE") {
		t.Error("the index was read again")
	}
	// A new load sees the edit, in the files' stat and in the index.
	again, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Translations.Index().Translated("A", "de-DE") {
		t.Error("a new load does not see the edit")
	}
}

func TestTranslationsNone(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "app.json"), `{"id": "1", "name": "Shop", "publisher": "P", "version": "1.0.0.0"}`)
	writeFile(t, filepath.Join(root, "Translations", "Shop.g.xlf"), xlf("en-US", "A=a"))
	cfg, err := Load(root)
	if err != nil || cfg.Translations != nil {
		t.Errorf("Load: %v, translations %+v", err, cfg.Translations)
	}
	var none *Translations
	if none.Index() != nil || none.Index().Translated("A", "en-US") {
		t.Error("nil translations index something")
	}
}

func TestTranslationsSkipFIFOs(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "app.json"), `{"id": "1", "name": "Shop", "publisher": "P", "version": "1.0.0.0"}`)
	mkdirs(t, root, "Translations")
	if err := mkfifo(filepath.Join(root, "Translations", "Shop.da-DK.xlf")); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	cfg, err := Load(root)
	if err != nil || cfg.Translations != nil {
		t.Errorf("Load: %v, translations %+v", err, cfg.Translations)
	}
	// A FIFO that replaced a file after the listing is not waited on.
	tr := &Translations{root: root, Files: []TranslationFile{{Path: "Translations/Shop.da-DK.xlf"}}}
	if x := tr.Index(); len(x.Languages) != 0 || len(x.Unread) != 1 {
		t.Errorf("index of a FIFO: %+v", x)
	}
	_ = os.Remove(filepath.Join(root, "Translations", "Shop.da-DK.xlf"))
}

// More languages than the index tells apart: the files beyond are left
// out, named.
func TestTranslationsLanguageLimit(t *testing.T) {
	root := t.TempDir()
	var files []TranslationFile
	for i := range maxTranslationLanguages + 2 {
		rel := filepath.ToSlash(filepath.Join("Translations", "L"+strings.Repeat("x", i/26)+string(rune('a'+i%26))+".xlf"))
		writeFile(t, filepath.Join(root, rel), xlf("l"+strings.Repeat("x", i/26)+string(rune('a'+i%26)), "A=t"))
		files = append(files, TranslationFile{Path: rel})
	}
	x := (&Translations{root: root, Files: files}).Index()
	if len(x.Languages) != maxTranslationLanguages || len(x.Unread) != 2 || !strings.HasSuffix(x.Unread[0], "more than 64 languages") {
		t.Errorf("%d languages, unread %q", len(x.Languages), x.Unread)
	}
	if !x.Translated("A", x.Languages[maxTranslationLanguages-1]) {
		t.Error("the 64th language is not indexed")
	}
}

// Through a cache, loads of an unchanged project share their translations
// and read the files once; an edited file, a recent one or a removed
// folder is not taken from the cache.
func TestTranslationsCached(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "app.json"), `{"id": "1", "name": "Shop", "publisher": "P", "version": "1.0.0.0"}`)
	path := filepath.Join(root, "Translations", "Shop.da-DK.xlf")
	old := time.Now().Add(-time.Hour)
	write := func(text string, at time.Time) {
		writeFile(t, path, text)
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	write(xlf("da-DK", "A=en"), old)
	var cache ALGoCache
	load := func() *Translations {
		cfg, err := LoadCached(root, nil, &cache)
		if err != nil {
			t.Fatal(err)
		}
		return cfg.Translations
	}
	first := load()
	if !first.Index().Translated("A", "da-DK") {
		t.Fatal("not translated")
	}
	// Same size and time, other content: the cached index answers.
	write(xlf("da-DK", "B=to"), old)
	if again := load(); again != first || !again.Index().Translated("A", "da-DK") {
		t.Error("an unchanged listing was read again")
	}
	// Another time: read again.
	write(xlf("da-DK", "B=to"), old.Add(time.Minute))
	second := load()
	if second == first || !second.Index().Translated("B", "da-DK") {
		t.Error("an edited file was taken from the cache")
	}
	// A file modified just now is not kept: the next load lists it anew.
	write(xlf("da-DK", "C=tre"), time.Now())
	recent := load()
	if recent == second || load() == recent {
		t.Error("a recently modified file was kept")
	}
	// Without the folder there is nothing, and nothing is kept.
	if err := os.RemoveAll(filepath.Join(root, "Translations")); err != nil {
		t.Fatal(err)
	}
	if load() != nil || cache.trans[root] != nil {
		t.Error("translations of a removed folder")
	}
}
