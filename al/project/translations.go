package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/alfix/alfix/al/xliff"
)

// TranslationsFolder is the folder of a project where the AL compiler
// writes the generated XLIFF file (<app name>.g.xlf, with the feature
// TranslationFile) and where the app's translations of it stand.
const TranslationsFolder = "Translations"

// maxTranslationLanguages bounds the languages a project's translation
// index tells apart; the files of further languages are not read.
const maxTranslationLanguages = 64

// A TranslationFile is one translation file of a project as it was found:
// its path relative to the project folder (slash-separated), its size and
// modification time. A changed file changes at least one of them, which is
// how the analysis configuration's hash notices an edit (as the
// workspace's snapshot notices edits of AL files).
type TranslationFile struct {
	Path    string    `json:"p"`
	Size    int64     `json:"s"`
	ModTime time.Time `json:"m"`
}

// Translations are a project's translation files: the regular *.xlf files
// (not symbolic links) directly in its Translations folder (the folder's
// name matched ignoring case, not a symbolic link) but the generated <app
// name>.g.xlf. Their trans-units are read
// once, on the first call of Index, so that a configuration load costs one
// folder listing and an analysis that asks nothing of them reads nothing.
type Translations struct {
	root  string
	Files []TranslationFile // in path order

	once  sync.Once
	index *TranslationIndex
}

// findTranslations lists the project's translation files; nil when there
// are none.
func (c *Config) findTranslations() *Translations {
	entries, err := os.ReadDir(c.Root)
	if err != nil {
		return nil
	}
	generated := strings.ToLower(c.Manifest.Name + ".g.xlf")
	var files []TranslationFile
	for _, e := range entries {
		if !e.IsDir() || !strings.EqualFold(e.Name(), TranslationsFolder) {
			continue
		}
		inner, err := os.ReadDir(filepath.Join(c.Root, e.Name()))
		if err != nil {
			continue
		}
		for _, f := range inner {
			name := f.Name()
			// Regular files only: a symbolic link, which may lead out of
			// the project, is not read.
			if !f.Type().IsRegular() || !strings.EqualFold(filepath.Ext(name), ".xlf") || strings.ToLower(name) == generated {
				continue
			}
			fi, err := os.Stat(filepath.Join(c.Root, e.Name(), name))
			if err != nil || !fi.Mode().IsRegular() {
				continue
			}
			files = append(files, TranslationFile{Path: e.Name() + "/" + name, Size: fi.Size(), ModTime: fi.ModTime().UTC()})
		}
	}
	if len(files) == 0 {
		return nil
	}
	slices.SortFunc(files, func(a, b TranslationFile) int { return strings.Compare(a.Path, b.Path) })
	return &Translations{root: c.Root, Files: files}
}

// translations returns the cache's translations of the project at root
// when their files are listed alike (path, size, modification time), so
// that their index is read once for many loads, else found, which it keeps
// unless a file was modified too recently to trust its listing (see
// racyWindow). A nil cache keeps nothing.
func (c *ALGoCache) translations(root string, found *Translations) *Translations {
	if c == nil {
		return found
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	old := c.trans[root]
	if found == nil {
		delete(c.trans, root)
		return nil
	}
	if old != nil && slices.Equal(old.Files, found.Files) {
		return old
	}
	recent := time.Now().Add(-racyWindow)
	for _, f := range found.Files {
		if f.ModTime.After(recent) {
			delete(c.trans, root)
			return found
		}
	}
	if c.trans == nil {
		c.trans = map[string]*Translations{}
	}
	c.trans[root] = found
	return found
}

// A TranslationIndex says, for each trans-unit id of a project's
// translation files, in which of their target languages it is translated
// (see [xliff.Unit.Translated]).
type TranslationIndex struct {
	// Languages are the target languages of the files read, as the first
	// file of each spells it, in path order, each once (ignoring case).
	Languages []string
	// Unread names the files left out and why: unreadable, not XLIFF,
	// beyond xliff.DefaultLimits, without a target language, or of a
	// language beyond the first 64.
	Unread     []string
	translated map[string]uint64 // id -> bit i: translated in Languages[i]
}

// Index returns the index of the translation files, reading them on the
// first call; nil for nil Translations.
func (t *Translations) Index() *TranslationIndex {
	if t == nil {
		return nil
	}
	t.once.Do(func() { t.index = readTranslations(t.root, t.Files) })
	return t.index
}

func readTranslations(root string, files []TranslationFile) *TranslationIndex {
	x := &TranslationIndex{translated: map[string]uint64{}}
	for _, tf := range files {
		xf, err := readXLIFF(filepath.Join(root, filepath.FromSlash(tf.Path)))
		if err != nil {
			x.Unread = append(x.Unread, tf.Path+": "+err.Error())
			continue
		}
		lang := strings.TrimSpace(xf.TargetLanguage)
		if lang == "" {
			x.Unread = append(x.Unread, tf.Path+": no target-language")
			continue
		}
		i := x.language(lang)
		if i < 0 {
			if len(x.Languages) == maxTranslationLanguages {
				x.Unread = append(x.Unread, tf.Path+": more than 64 languages")
				continue
			}
			x.Languages = append(x.Languages, lang)
			i = len(x.Languages) - 1
		}
		for _, u := range xf.Units {
			if u.Translated() {
				x.translated[u.ID] |= 1 << i
			}
		}
	}
	return x
}

func readXLIFF(path string) (*xliff.File, error) {
	f, _, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return xliff.Read(f, xliff.DefaultLimits)
}

// language returns the index of lang in Languages (ignoring case), or -1.
func (x *TranslationIndex) language(lang string) int {
	for i, l := range x.Languages {
		if strings.EqualFold(l, lang) {
			return i
		}
	}
	return -1
}

// Translated reports whether the trans-unit id is translated in lang
// (ignoring case) by some file of that language; false for a language no
// file read has.
func (x *TranslationIndex) Translated(id, lang string) bool {
	if x == nil {
		return false
	}
	i := x.language(lang)
	return i >= 0 && x.translated[id]&(1<<i) != 0
}
