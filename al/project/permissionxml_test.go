package project

import (
	"os"
	"path/filepath"
	"slices"
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
