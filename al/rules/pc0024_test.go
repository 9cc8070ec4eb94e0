package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0024(t *testing.T) { analysistest.Run(t, PC0024, "testdata/PC0024") }
