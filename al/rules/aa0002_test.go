package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0002(t *testing.T) { analysistest.Run(t, AA0002, "testdata/AA0002") }
