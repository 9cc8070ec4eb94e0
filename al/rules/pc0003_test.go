package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0003(t *testing.T) { analysistest.Run(t, PC0003, "testdata/PC0003") }
