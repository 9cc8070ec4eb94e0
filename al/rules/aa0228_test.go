package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0228(t *testing.T) { analysistest.Run(t, AA0228, "testdata/AA0228") }
