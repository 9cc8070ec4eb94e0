package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0003(t *testing.T) { analysistest.Run(t, AA0003, "testdata/AA0003") }
