package project

import (
	"testing"
)

// FuzzDecoders checks that the lenient decoders never panic and that what
// they accept is an object.
func FuzzDecoders(f *testing.F) {
	for _, seed := range []string{
		fingerprintBase["app.json"], fingerprintBase["main.ruleset.json"], fingerprintBase[".vscode/settings.json"],
		"\xef\xbb\xbf{\"id\": 1, // c\n}", "\xff\xfe{\x00}\x00", "[]", "null", "", "{\"rules\": [1, {\"id\": {}}]}",
		"{\"idRange\": {\"from\": \"9\", \"to\": 1e3}}", "/* */", "{\"features\": [null, true]}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		std, err := standardizeJSONC(b)
		if err != nil {
			if !syntaxReason.MatchString(err.Error()) {
				t.Errorf("error %q is not a position and a reason", err)
			}
			return
		}
		if _, err := decodeObject(std); err != nil && !syntaxReason.MatchString(err.Error()) {
			t.Errorf("error %q is not a position and a reason", err)
		}
		m, err := parseManifest(std)
		if err == nil && m.Raw == nil {
			t.Error("accepted manifest without Raw")
		}
		m.RuntimeVersion()
		doc, err := decodeRulesetDoc(std)
		if err == nil {
			_ = doc.Rules
		}
		if obj, err := decodeObject(std); err == nil {
			obj.strings("al.codeAnalyzers")
			obj.boolean("al.enableCodeAnalysis")
		}
	})
}
