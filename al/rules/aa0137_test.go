package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0137(t *testing.T) { analysistest.Run(t, AA0137, "testdata/AA0137") }
