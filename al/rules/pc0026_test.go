package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0026(t *testing.T) { analysistest.Run(t, PC0026, "testdata/PC0026") }
