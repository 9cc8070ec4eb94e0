package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0024(t *testing.T) { analysistest.Run(t, AC0024, "testdata/AC0024") }
