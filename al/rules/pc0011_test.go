package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0011(t *testing.T) { analysistest.Run(t, PC0011, "testdata/PC0011") }
