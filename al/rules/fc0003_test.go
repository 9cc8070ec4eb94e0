package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0003(t *testing.T) { analysistest.Run(t, FC0003, "testdata/FC0003") }

// AA0008 is the same check under CodeCop's id: it runs over FC0003's fixtures.
func TestAA0008(t *testing.T) { analysistest.Run(t, AA0008, "testdata/FC0003") }
