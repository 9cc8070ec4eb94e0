package applicationcop

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0009TooLongCaptionHasNoFix(t *testing.T) {
	ds := analysistest.Diagnostics(t, AC0009, `permissionset 50190 "AC0009 Long"
{
    Caption = 'This caption is far longer than thirty characters';
}`)
	if len(ds) != 1 {
		t.Fatalf("got %d diagnostics, want 1", len(ds))
	}
	if len(ds[0].Fixes) != 0 {
		t.Errorf("a caption longer than 30 characters got fixes %v; MaxLength = 30 would not compile", ds[0].FixKeys())
	}
}
