package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0019(t *testing.T) { analysistest.Run(t, PC0019, "testdata/PC0019") }
