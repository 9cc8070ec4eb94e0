package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0018(t *testing.T) { analysistest.Run(t, AA0018, "testdata/AA0018") }
