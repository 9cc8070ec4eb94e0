package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0005(t *testing.T) { analysistest.Run(t, AA0005, "testdata/AA0005") }
