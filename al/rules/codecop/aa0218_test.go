package codecop

import (
	"testing"

	"github.com/alfix/alfix/al/analysis"
	"github.com/alfix/alfix/al/project"
)

// Before runtime 13 a control cannot take the ToolTip of its table field, so
// a record field control without a ToolTip is reported even when its table is
// in another file.
func TestAA0218RuntimeGate(t *testing.T) {
	src := "page 50150 P\n{\n    SourceTable = \"Other\";\n    layout\n    {\n        area(Content)\n        {\n" +
		"            field(\"No.\"; Rec.\"No.\") { }\n            field(Name; Name) { }\n        }\n    }\n}\n"
	for _, tc := range []struct {
		runtime string
		want    int
	}{{"12.0", 2}, {"13.0", 0}, {"", 0}} {
		cfg := &project.Config{Manifest: project.Manifest{Runtime: tc.runtime}}
		res := analysis.AnalyzeSource(t.Context(), "p.al", []byte(src), cfg,
			[]analysis.EnabledRule{{Rule: AA0218, Severity: AA0218.Severity}}, analysis.Options{})
		if got := len(res.Diagnostics); got != tc.want {
			t.Errorf("runtime %q: got %d diagnostics, want %d", tc.runtime, got, tc.want)
		}
	}
}
