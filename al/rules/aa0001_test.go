package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAA0001(t *testing.T) { analysistest.Run(t, AA0001, "testdata/AA0001") }
