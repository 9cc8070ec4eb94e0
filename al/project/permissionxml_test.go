package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestFindPermissionSetXML(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("app.json", `{"id": "1", "name": "A", "publisher": "P", "version": "1.0.0.0"}`)
	write("Permissions/Ext.xml", `<?xml version="1.0" encoding="utf-8"?>`+"\n<!-- sets -->\n<PermissionSets><PermissionSet RoleID=\"X\"/></PermissionSets>")
	write("UPPER.XML", `<PermissionSets/>`)
	write("Layout/Report.xml", `<Report><PermissionSets/></Report>`)
	write("broken.xml", `not xml at all <<<`)
	write("empty.xml", ``)
	write(".alpackages/Hidden.xml", `<PermissionSets/>`)
	write("notes.txt", `<PermissionSets/>`)
	// A root element after more prolog than is searched is not found; the
	// file is never read whole.
	write("padded.xml", "<!--"+strings.Repeat("x", xmlRootSearch)+"-->\n<PermissionSets/>")
	cfg, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Clone(cfg.PermissionSetXML)
	slices.Sort(got)
	if want := []string{"Permissions/Ext.xml", "UPPER.XML"}; !slices.Equal(got, want) {
		t.Errorf("PermissionSetXML = %q, want %q", got, want)
	}
}

// A FIFO named *.xml (also one that replaced a file after the walk saw it)
// is not opened for reading: loading the configuration does not block.
func TestPermissionSetXMLSkipsFIFOs(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "app.json"), []byte(`{"id": "1", "name": "A", "publisher": "P", "version": "1.0.0.0"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(root, "Perms.xml")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if xmlRoot(fifo) != "" {
		t.Error("a FIFO was read as a permission set file")
	}
	cfg, err := Load(root)
	if err != nil || len(cfg.PermissionSetXML) != 0 {
		t.Errorf("Load: %v, PermissionSetXML %q", err, cfg.PermissionSetXML)
	}
}
