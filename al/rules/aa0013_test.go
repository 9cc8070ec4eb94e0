package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0013(t *testing.T) { analysistest.Run(t, AA0013, "testdata/AA0013") }
