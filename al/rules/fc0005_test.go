package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0005(t *testing.T) { analysistest.Run(t, FC0005, "testdata/FC0005") }
