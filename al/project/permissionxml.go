package project

import (
	"path/filepath"
	"time"
)

// findPermissionSetXML lists, in c.PermissionSetXML, the XML files of the
// project whose root element is PermissionSets: permission sets in the
// old XML format, which PerTenantExtensionCop (PTE0014) and AppSourceCop
// (AS0094) report. It skips folders whose name starts with a period (.alpackages, .git,
// .vscode) and reads each XML file only up to its root element. Through
// cache, the walk and each file's root element are reused while the
// folders and files are unchanged (walkcache.go).
func (c *Config) findPermissionSetXML(cache *ALGoCache) {
	racy := time.Now().Add(-racyWindow)
	for _, s := range cache.treeFiles(c.Root, ".xml") {
		if cache.xmlRootName(s, racy) != "PermissionSets" {
			continue
		}
		if rel, err := filepath.Rel(c.Root, s.path); err == nil {
			c.PermissionSetXML = append(c.PermissionSetXML, filepath.ToSlash(rel))
		}
	}
}
