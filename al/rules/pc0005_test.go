package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestPC0005(t *testing.T) { analysistest.Run(t, PC0005, "testdata/PC0005") }
func TestPC0006(t *testing.T) { analysistest.Run(t, PC0006, "testdata/PC0006") }
