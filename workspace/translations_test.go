package workspace

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/rules/lintercop"
	"github.com/alfix/alfix/al/xliff"
)

// An edit of a translation file is a configuration change: the results
// that read it (LC0091's) are analysed again, with or without a watcher,
// and an unchanged translation file keeps them cached.
func TestTranslationEditInvalidates(t *testing.T) {
	const unit = `<trans-unit id="Codeunit 1 - NamedType 2"><source>Hello</source></trans-unit>`
	xlf := func(target string) string {
		id := xliff.ID(xliff.Step{Type: "Codeunit", Name: "Greeting"}, xliff.Step{Type: xliff.NamedType, Name: "HelloMsg"})
		u := `<trans-unit id="` + id + `"><source>Hello</source>` + target + `</trans-unit>`
		return `<?xml version="1.0" encoding="utf-8"?>` + "\n" +
			`<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file datatype="xml" source-language="en-US" target-language="da-DK" original="T"><body><group id="body">` +
			unit + u + `</group></body></file></xliff>` + "\n"
	}
	for _, watch := range []bool{false, true} {
		root := writeProject(t, map[string]string{
			"app.json":                 `{"id": "11111111-2222-3333-4444-555555555555", "name": "T", "publisher": "p", "version": "1.0.0.0", "features": ["TranslationFile"]}`,
			"Greeting.Codeunit.al":     "codeunit 50100 Greeting\n{\n    var\n        HelloMsg: Label 'Hello';\n}\n",
			"Translations/T.da-DK.xlf": xlf(""),
		})
		reg, err := analysis.NewRegistry(lintercop.LC0091)
		if err != nil {
			t.Fatal(err)
		}
		w, err := Open(context.Background(), Options{Roots: []string{root}, Dir: root, Watch: watch, Registry: reg})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { w.Close() })
		p := w.Primary()
		if got := analyzeAll(t, p); got.Findings.Len() != 1 || !strings.Contains(got.Findings.Slice()[0].Message, "'HelloMsg' has no translation in da-DK") {
			t.Fatalf("watch %v: findings %+v", watch, got.Findings)
		}
		if got := analyzeAll(t, p); got.Analyzed != 0 || got.Findings.Len() != 1 {
			t.Fatalf("watch %v: unchanged, analysed %d, findings %d", watch, got.Analyzed, got.Findings.Len())
		}
		path := filepath.Join(root, "Translations", "T.da-DK.xlf")
		if err := os.WriteFile(path, []byte(xlf("<target>Hej</target>")), 0o644); err != nil {
			t.Fatal(err)
		}
		// A clock too coarse to tell the edit apart is not what is tested.
		later := time.Now().Add(time.Second)
		if err := os.Chtimes(path, later, later); err != nil {
			t.Fatal(err)
		}
		if got := analyzeAll(t, p); got.Analyzed != 1 || got.Findings.Len() != 0 {
			t.Fatalf("watch %v: after translating, analysed %d, findings %+v", watch, got.Analyzed, got.Findings)
		}
	}
}
