package rules

import (
	"testing"

	"github.com/alfix/alfix/al/analysis/analysistest"
)

func TestAC0009(t *testing.T) { analysistest.Run(t, AC0009, "testdata/AC0009") }
