package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0012(t *testing.T) { analysistest.Run(t, AC0012, "testdata/AC0012") }
