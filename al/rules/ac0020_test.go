package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0020(t *testing.T) { analysistest.Run(t, AC0020, "testdata/AC0020") }
