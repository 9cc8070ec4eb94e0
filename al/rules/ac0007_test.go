package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0007(t *testing.T) { analysistest.Run(t, AC0007, "testdata/AC0007") }
