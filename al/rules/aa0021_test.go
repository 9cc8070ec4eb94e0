package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0021(t *testing.T) { analysistest.Run(t, AA0021, "testdata/AA0021") }
