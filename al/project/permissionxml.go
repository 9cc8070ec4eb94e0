package project

import (
	"encoding/xml"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
)

// findPermissionSetXML lists, in c.PermissionSetXML, the XML files of the
// project whose root element is PermissionSets: permission sets in the
// old XML format, which PerTenantExtensionCop (PTE0014) and AppSourceCop
// (AS0094) report. It skips folders whose name starts with a period (.alpackages, .git,
// .vscode) and reads each XML file only up to its root element.
func (c *Config) findPermissionSetXML() {
	_ = filepath.WalkDir(c.Root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable parts are not judged
		}
		if d.IsDir() {
			if path != c.Root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.EqualFold(filepath.Ext(path), ".xml") || !d.Type().IsRegular() {
			return nil
		}
		if xmlRootIs(path, "PermissionSets") {
			rel, err := filepath.Rel(c.Root, path)
			if err == nil {
				c.PermissionSetXML = append(c.PermissionSetXML, filepath.ToSlash(rel))
			}
		}
		return nil
	})
}

// xmlRootSearch bounds how much of an XML file is read to find its root
// element (a prolog and comments; a hostile file may hold gigabytes of them).
const xmlRootSearch = 1 << 20

// xmlRootIs reports whether the XML file's root element has the local name
// name; a file that cannot be read, is not a regular file (opened without
// blocking), is not XML or holds no root element in its first
// xmlRootSearch bytes is not.
func xmlRootIs(path, name string) bool {
	f, _, err := OpenRegular(path)
	if err != nil {
		return false
	}
	defer f.Close()
	dec := xml.NewDecoder(io.LimitReader(f, xmlRootSearch))
	dec.Strict = false
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if se, ok := tok.(xml.StartElement); ok {
			return se.Name.Local == name
		}
	}
}
