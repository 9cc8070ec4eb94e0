package codecop

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// CodeCop runs AA0219 and AA0234 only when a ruleset names them: Microsoft's
// own repository builds with generalAction Error and thousands of table
// fields without a ToolTip, which CodeCop does not report there. A rule the
// ruleset names runs at the ruleset's severity; generalAction alone leaves
// them off, and a rule that is on by default (AA0218) takes generalAction's
// severity.
func TestOffByDefaultRules(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ruleset string
		rule    *analysis.Rule
		on      bool
		sev     analysis.Severity
	}{
		{"AA0234 under generalAction", `{"name": "g", "generalAction": "Error", "rules": []}`, AA0234, false, ""},
		{"AA0219 under generalAction", `{"name": "g", "generalAction": "Error", "rules": []}`, AA0219, false, ""},
		{"AA0234 named", `{"name": "n", "rules": [{"id": "AA0234", "action": "Warning"}]}`, AA0234, true, analysis.SeverityWarning},
		{"AA0219 named Hidden", `{"name": "n", "generalAction": "Error", "rules": [{"id": "AA0219", "action": "Hidden"}]}`, AA0219, true, analysis.SeverityHidden},
		{"AA0218 under generalAction", `{"name": "g", "generalAction": "Error", "rules": []}`, AA0218, true, analysis.SeverityError},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			write := func(name, text string) {
				if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			write("app.json", `{"id": "00000000-0000-0000-0000-000000000001", "name": "a", "publisher": "p", "version": "1.0.0.0"}`)
			write("r.ruleset.json", tc.ruleset)
			write(".vscode/settings.json", `{"al.codeAnalyzers": ["${CodeCop}"], "al.ruleSetPath": "r.ruleset.json"}`)
			cfg, err := project.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			eff := analysis.EffectiveFor(tc.rule, cfg)
			if eff.Enabled != tc.on || tc.on && eff.Severity != tc.sev {
				t.Errorf("%s: enabled %v severity %v (%s), want %v %v", tc.rule.ID, eff.Enabled, eff.Severity, eff.Reason, tc.on, tc.sev)
			}
		})
	}
}
