package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0015(t *testing.T) { analysistest.Run(t, PC0015, "testdata/PC0015") }
