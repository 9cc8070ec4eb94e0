package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestFC0006(t *testing.T) { analysistest.Run(t, FC0006, "testdata/FC0006") }
