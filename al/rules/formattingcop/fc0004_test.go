package formattingcop

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0004CommentsBetweenEntriesHaveNoFix(t *testing.T) {
	src := "codeunit 50150 X\n{\n    Permissions = tabledata Item = r, // read\n        tabledata Customer = r;\n}\n"
	ds := analysistest.Diagnostics(t, FC0004, src)
	if len(ds) != 1 {
		t.Fatalf("got %d diagnostics, want 1", len(ds))
	}
	if len(ds[0].Fixes) != 0 {
		t.Errorf("a list with comments between entries was offered a fix: %+v", ds[0].Fixes)
	}
}

func TestFC0004IrregularListIsSkipped(t *testing.T) {
	// An entry without '=' is not a permission list this rule understands.
	src := "codeunit 50150 X\n{\n    Permissions = tabledata Item, tabledata Customer = r;\n}\n"
	if ds := analysistest.Diagnostics(t, FC0004, src); len(ds) != 0 {
		t.Errorf("got %d diagnostics for an irregular list, want 0", len(ds))
	}
}
