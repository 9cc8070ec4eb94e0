package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0011(t *testing.T) { analysistest.Run(t, AC0011, "testdata/AC0011") }
