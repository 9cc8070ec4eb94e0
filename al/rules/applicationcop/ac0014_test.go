package applicationcop

import (
	"encoding/json"
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

func TestAC0014AllowedPunctuations(t *testing.T) {
	src := "table 50120 X\n{\n    fields\n    {\n        field(1; A; Code[20]) { ToolTip = 'Specifies A!'; }\n" +
		"        field(2; B; Code[20]) { ToolTip = 'Specifies B?'; }\n        field(3; C; Code[20]) { ToolTip = 'Specifies C.'; }\n    }\n}\n"
	for _, tc := range []struct {
		name     string
		setting  string // alcops.json value of ToolTipAllowedPunctuations, "" for none
		reported int
	}{
		{"default", "", 2},
		{"string", `".!"`, 1},
		{"list", `["?", "!", "."]`, 0},
		{"ALCops' list", `[{"Character": "!", "Name": "exclamation mark"}, {"Character": "?"}]`, 1},
		{"ALCops' list without a usable mark falls back to the period", `[{"Character": ".."}, {"Character": null}]`, 2},
		{"empty string falls back to the period", `""`, 2},
		{"wrong type falls back to the period", `42`, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := &project.Config{}
			if tc.setting != "" {
				cfg.Thresholds = map[string]json.RawMessage{"ToolTipAllowedPunctuations": json.RawMessage(tc.setting)}
			}
			res := analysis.AnalyzeSource(t.Context(), "x.al", []byte(src), cfg,
				[]analysis.EnabledRule{{Rule: AC0014, Severity: AC0014.Severity}}, analysis.Options{})
			if len(res.Diagnostics) != tc.reported {
				t.Errorf("got %d diagnostics, want %d", len(res.Diagnostics), tc.reported)
			}
		})
	}
}
