package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0008(t *testing.T) { analysistest.Run(t, PC0008, "testdata/PC0008") }
