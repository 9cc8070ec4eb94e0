package rename

import (
	"bytes"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// Translation files. An XLIFF trans-unit id is made of hashes of the
// names on the way to the element (Table 4117274083 - Field 3004954119 -
// Property 2879900210), which the AL compiler computes when it generates
// the .g.xlf file; alfix does not compute them, and txn writes .al files
// only. So a plan does not edit .xlf files: it says which of the
// project's .xlf files name a renamed symbol in their notes, so that the
// caller regenerates the translations (build with the TranslationFile
// feature) and carries the translated units over.

// xliffWarning names the project's .xlf files (below root, outside
// hidden folders) whose text holds one of the names as a whole note
// part ("Table Old Name - ", " - Field Old Name"), or "" when none does.
func (pr *planner) xliffWarning(names []string) string {
	var hits []string
	root := pr.p.Root
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if path != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.EqualFold(filepath.Ext(path), ".xlf") {
			return nil
		}
		b, err := pr.p.Workspace().ReadSource(path)
		if err != nil {
			return nil
		}
		for _, n := range names {
			if xliffNames(b, n) {
				rel, _ := filepath.Rel(root, path)
				hits = append(hits, filepath.ToSlash(rel))
				break
			}
		}
		return nil
	})
	if len(hits) == 0 {
		return ""
	}
	return fmt.Sprintf("translation file(s) %s name the old name in trans-unit notes and ids (hashes of names alfix does not compute); they were not changed: regenerate the .g.xlf file with a build and carry the translations over", strings.Join(hits, ", "))
}

// xliffNames reports whether an XLIFF note of b names name as one part:
// "<Kind> <name>" followed by " - " or the end of the note.
func xliffNames(b []byte, name string) bool {
	for _, sep := range []string{" - ", "</note>"} {
		if bytes.Contains(b, []byte(" "+xmlEscape(name)+sep)) {
			return true
		}
	}
	return false
}

func xmlEscape(s string) string {
	var b bytes.Buffer
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
